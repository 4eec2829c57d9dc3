import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { markdownImageProblem } from '../../../../common/blog-body';
import { plainBodyHtml } from './blog-body';
import { markdownPlainText, renderMarkdown } from './markdown-renderer';

/** The elements of a piece of HTML as a browser parses it, with their attribute names. */
function parsed(html: string): { tag: string; attributes: string[] }[] {
  const container = new Window().document.createElement('div');
  container.innerHTML = html;
  return [...container.querySelectorAll('*')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: [...element.attributes].map((attribute) => attribute.name),
  }));
}
const elementsOf = (html: string) => parsed(html).map((element) => element.tag);
const attributesOf = (html: string) => parsed(html).flatMap((element) => element.attributes);

describe('renderMarkdown', () => {
  it('renders headings (under the page title), lists, links and emphasis', () => {
    const html = renderMarkdown(
      '# Why speed\n\nFast pages **rank** and *convert*.\n\n- one\n- two\n\n1. first\n\n[Read more](/blog/seo)',
    );
    expect(html).toContain('<h2>Why speed</h2>');
    expect(html).toContain('<strong>rank</strong>');
    expect(html).toContain('<em>convert</em>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<a href="/blog/seo" rel="noopener">Read more</a>');
  });

  it('marks links that leave the site noopener nofollow', () => {
    expect(renderMarkdown('[web.dev](https://web.dev/vitals)')).toContain(
      '<a href="https://web.dev/vitals" rel="noopener nofollow">web.dev</a>',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an inline event handler', '<img src="/media/1.jpg" alt="x" onerror="alert(1)">'],
    [
      'raw HTML blocks',
      '<div onclick="alert(1)">\n\n<iframe src="//evil.test/frame"></iframe>\n\n</div>',
    ],
    ['an SVG with script', '<svg onload="alert(1)"><script>alert(2)</script></svg>'],
    ['a style tag', '<style>body{display:none}</style>'],
  ])('shows %s as text, never as markup', (_, payload) => {
    const html = renderMarkdown(payload);
    expect(elementsOf(html).filter((tag) => tag !== 'p')).toEqual([]);
    expect(html).toContain('&lt;');
    expect(attributesOf(html)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '&#106;avascript:alert(1)',
  ])('drops the link target %s', (href) => {
    const html = renderMarkdown(`[click me](${href}) and <${href}>`);
    expect(html).not.toMatch(/href="[^"/]/i);
    expect(html.toLowerCase()).not.toContain('href="javascript');
    expect(html.toLowerCase()).not.toContain('href="data');
  });

  it('keeps an onerror attribute smuggled into an image title as an inert title', () => {
    const html = renderMarkdown('![Office](/media/3.jpg "x\\" onerror=\\"alert(1)")');
    expect(attributesOf(html)).not.toContain('onerror');
    expect(html).toContain('alt="Office"');
  });

  it('shows only media-library images that have alt text', () => {
    const html = renderMarkdown(
      '![Team](/media/3.jpg) ![](/media/4.jpg) ![Tracker](https://evil.test/pixel.gif) ![Local](/images/logo.svg) ![Data](data:image/png;base64,AAAA)',
    );
    const images = [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => tag);
    expect(images).toEqual([
      '<img src="/media/3.jpg" alt="Team" loading="lazy" decoding="async" />',
    ]);
  });

  it("offers an uploaded image's resized copies, WebP first", () => {
    const html = renderMarkdown('![Our office](/media/7.jpg)', {
      images: new Map([
        [
          7,
          {
            src: '/media/7-960.jpg',
            width: 1200,
            height: 900,
            srcset: '/media/7-320.jpg 320w, /media/7-960.jpg 960w',
            sources: [
              { type: 'image/webp', srcset: '/media/7-320.webp 320w, /media/7-960.webp 960w' },
            ],
          },
        ],
      ]),
      imageSizes: '768px',
    });
    expect(html).toBe(
      '<p><picture><source type="image/webp" srcset="/media/7-320.webp 320w, /media/7-960.webp 960w" sizes="768px" />' +
        '<img src="/media/7-960.jpg" srcset="/media/7-320.jpg 320w, /media/7-960.jpg 960w" sizes="768px" width="1200" height="900" alt="Our office" loading="lazy" decoding="async" /></picture></p>\n',
    );
  });

  it('gives the words without Markdown for excerpts', () => {
    expect(
      markdownPlainText(
        '## Why **speed** matters\n\n![Chart](/media/1.jpg) Fast `pages` win.\n- one',
      ),
    ).toBe('Why speed matters\nFast pages win.\none');
  });
});

describe('plain posts', () => {
  it('render as one escaped paragraph per line, as before Markdown', () => {
    expect(plainBodyHtml('First line.\r\n\n  <b>Second</b> & last.  ')).toBe(
      '<p>First line.</p>\n<p>&lt;b&gt;Second&lt;/b&gt; &amp; last.</p>',
    );
  });
});

describe('markdownImageProblem', () => {
  it('asks for alt text with an example the editor can copy', () => {
    expect(markdownImageProblem('Intro\n\n![](/media/12.jpg)')).toBe(
      'Image 1 (/media/12.jpg) needs alt text describing it, written between the brackets: ![Our team at the Noida office](/media/12.jpg)',
    );
    expect(markdownImageProblem('![  ](/media/12.jpg)')).toMatch(/needs alt text/);
  });

  it('refuses images from elsewhere', () => {
    expect(markdownImageProblem('![Logo](https://example.com/logo.png)')).toBe(
      'Image 1 (https://example.com/logo.png) is not from the media library: use Insert image to pick one',
    );
  });

  it('accepts media-library images with alt text', () => {
    expect(
      markdownImageProblem('![Team](/media/12.jpg) and ![Chart](</media/3-640.webp> "Q3")'),
    ).toBeUndefined();
  });
});
