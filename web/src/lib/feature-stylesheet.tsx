import type { FunctionComponent } from 'react';

/**
 * The precedence of feature stylesheets. The site-wide stylesheet in index.html carries
 * `data-precedence="base"`, so React puts every feature stylesheet after it: a feature's rules
 * win over the base rules they refine, as they did when both were one file.
 */
const FEATURE_PRECEDENCE = 'feature';

/**
 * A feature's stylesheet as a component, for the pages that show the feature to render. React
 * hoists it into <head> once however many parts render it: the server sends each page with the
 * stylesheets of what it shows and no others, and a page the browser renders after a link was
 * followed adds the ones it lacks. `css` is the stylesheet's text (`import css from
 * './x.css?inline'`, minified by the build); `name` tells the stylesheets apart.
 */
export function featureStylesheet(name: string, css: string): FunctionComponent {
  function FeatureStylesheet() {
    return (
      <style href={name} precedence={FEATURE_PRECEDENCE}>
        {css}
      </style>
    );
  }
  FeatureStylesheet.displayName = `FeatureStylesheet(${name})`;
  return FeatureStylesheet;
}
