import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careersScenarios,
  seedCareersScenario,
} from '../../api/src/modules/careers/careers.scenarios';
import { startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://www.example.test';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: 'none' }, { PUBLIC_URL });
  await seedCareersScenario(server.orm, careersScenarios.standard);
});
afterAll(() => server.close());

describe('GET /sitemap.xml with jobs', () => {
  it('lists the careers page and every open job with its last change, not closed jobs', async () => {
    const xml = await fetch(`${server.url}/sitemap.xml`).then((response) => response.text());
    // The list changed when the newest of the jobs it shows did.
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/careers</loc><lastmod>2026-01-30T00:00:00.000Z</lastmod></url>`,
    );
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/careers/backend-engineer</loc><lastmod>2026-01-30T00:00:00.000Z</lastmod></url>`,
    );
    expect(xml.match(/\/careers\/[a-z-]+</g)).toHaveLength(4);
    expect(xml).not.toContain('finance-analyst');
  });
});
