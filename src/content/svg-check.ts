/**
 * Is an SVG a plain drawing? Opened directly (on a host without our headers) an SVG is a document that
 * runs on the site's origin, so only drawings may be published. Pattern matching on the text was
 * bypassed by namespaces (`<s:script>` with `xmlns:s` bound to SVG), by SMIL (`<set attributeName="href">`)
 * and by a foreign-namespace `<iframe>`: the file is now read by a strict, namespace-aware XML parser
 * (sax) and every element and attribute must be on an allow-list, judged by its resolved namespace, not
 * its prefix. Nothing is rewritten: a file is published byte for byte as checked, or refused with the
 * reason, so there is no serialising step whose output could differ from what was checked.
 */
import sax from 'sax';
import { cssProblem } from './svg-css.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/**
 * SVG elements that only draw. Left out on purpose: script, foreignObject, a, the SMIL animations
 * (animate, set, animateMotion, animateTransform, discard, mpath: they can rewrite href and other
 * attributes), and everything that loads another file (image, feImage, cursor, font-face-uri...).
 */
const ELEMENTS = new Set(
  [
    'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'view', 'style',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'filter',
    'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
    'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
    'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
    'feSpotLight', 'feTile', 'feTurbulence',
  ], // prettier-ignore
);

/** Attributes without a namespace that a drawing may carry (core, geometry, presentation, filters, text). */
const ATTRIBUTES = new Set(
  [
    'id', 'class', 'style', 'lang', 'tabindex', 'role', 'version', 'baseProfile', 'width', 'height', 'x', 'y',
    'viewBox', 'preserveAspectRatio', 'transform', 'd', 'pathLength', 'points', 'cx', 'cy', 'r', 'rx', 'ry',
    'x1', 'y1', 'x2', 'y2', 'fx', 'fy', 'fr', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
    'method', 'spacing', 'side', 'href', 'offset', 'gradientUnits', 'gradientTransform', 'spreadMethod',
    'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
    'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'filterUnits', 'primitiveUnits',
    'in', 'in2', 'result', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'stdDeviation',
    'edgeMode', 'order', 'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha',
    'surfaceScale', 'diffuseConstant', 'specularConstant', 'specularExponent', 'kernelUnitLength', 'scale',
    'xChannelSelector', 'yChannelSelector', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY', 'pointsAtZ',
    'limitingConeAngle', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'tableValues',
    'slope', 'intercept', 'amplitude', 'exponent', 'requiredFeatures', 'requiredExtensions', 'systemLanguage',
    'media', 'enable-background', 'alignment-baseline', 'baseline-shift', 'clip', 'clip-path', 'clip-rule',
    'color', 'color-interpolation', 'color-interpolation-filters', 'color-rendering', 'direction', 'display',
    'dominant-baseline', 'fill', 'fill-opacity', 'fill-rule', 'filter', 'flood-color', 'flood-opacity',
    'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style', 'font-variant',
    'font-weight', 'image-rendering', 'letter-spacing', 'lighting-color', 'marker-end', 'marker-mid',
    'marker-start', 'mask', 'mask-type', 'opacity', 'overflow', 'paint-order', 'pointer-events',
    'shape-rendering', 'stop-color', 'stop-opacity', 'stroke', 'stroke-dasharray', 'stroke-dashoffset',
    'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'stroke-opacity', 'stroke-width', 'text-anchor',
    'text-decoration', 'text-rendering', 'transform-origin', 'unicode-bidi', 'vector-effect', 'visibility',
    'word-spacing', 'writing-mode', 'isolation', 'mix-blend-mode',
  ], // prettier-ignore
);

/** Namespaced attributes a drawing may carry: xml:space/xml:lang and xlink:href/xlink:title. */
const NAMESPACED_ATTRIBUTES = new Set([`${XML_NS} space`, `${XML_NS} lang`, `${XLINK_NS} href`, `${XLINK_NS} title`]);

/** Elements whose job is to load another file: refused with that reason. */
const LOADERS = new Set(['image', 'feImage', 'cursor', 'font-face-uri', 'iframe', 'embed', 'object', 'audio', 'video']);

const RE_EXPORT = 're-export it as a plain SVG (e.g. Inkscape "Plain SVG", or svgo), or use PNG/WebP';

/** Attributes whose value is text or a name, never read as CSS. */
const TEXT_ATTRIBUTE = /^(id|class|lang|role|data-.*|aria-.*)$/;

/** Why one attribute cannot be in a drawing, or undefined. */
function attributeProblem(element: string, attribute: sax.QualifiedAttribute): string | undefined {
  const { uri, local, name, value } = attribute;
  if (uri === XMLNS_NS) return undefined; // a namespace declaration: judged by what then uses it
  const allowed = uri === '' ? ATTRIBUTES.has(local) || /^(data|aria)-[a-z0-9-]+$/.test(local) : NAMESPACED_ATTRIBUTES.has(`${uri} ${local}`);
  if (!allowed) {
    if (/^on/i.test(local)) return `an event handler attribute ("${name}" on <${element}>)`;
    return `the attribute "${name}"${uri ? ` (namespace ${uri})` : ''} on <${element}>, which is not part of a plain drawing`;
  }
  if (local === 'href' && !value.trim().startsWith('#')) {
    return `a link or reference to another file ("${name}" on <${element}>; only #fragment references are allowed)`;
  }
  // Presentation attributes are CSS values too (fill="url(...)"), escapes included.
  const css = local === 'style' ? value : uri === '' && !TEXT_ATTRIBUTE.test(local) && /[(\\]/.test(value) ? `x:${value}` : undefined;
  const problem = css === undefined ? undefined : cssProblem(css);
  return problem ? `${problem} ("${name}" on <${element}>)` : undefined;
}

/** Why the XML declaration or a processing instruction cannot be published, or undefined. */
function instructionProblem(pi: { name: string; body: string }, first: boolean): string | undefined {
  if (pi.name !== 'xml') return `a processing instruction (<?${pi.name}?>), e.g. an external stylesheet`;
  if (!first) return 'an XML declaration that is not at the start of the file';
  const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(pi.body)?.[1];
  // Browsers decode by the declared encoding: anything but UTF-8 could read differently from this check.
  if (encoding && !/^(utf-?8|us-ascii)$/i.test(encoding)) return `an XML declaration of the encoding "${encoding}" (save it as UTF-8)`;
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Why an SVG file's content cannot be published, or undefined when it is a plain drawing. */
export function svgProblem(content: string | Uint8Array): string | undefined {
  let text: string;
  try {
    text = typeof content === 'string' ? content : utf8.decode(content);
  } catch {
    return 'is not UTF-8 text: save the SVG as UTF-8';
  }
  const found = firstActiveContent(text.replace(/^\uFEFF/, ''));
  if (found === undefined) return undefined;
  if (found.startsWith('is ')) return found;
  return `contains ${found}; an SVG on the site must be a plain drawing, so ${RE_EXPORT}`;
}

/** The first thing in `text` that is not a plain drawing ("is ..." for a file that is no SVG at all). */
function firstActiveContent(text: string): string | undefined {
  const parser = sax.parser(true, { xmlns: true, position: true });
  let problem: string | undefined;
  let depth = 0;
  let roots = 0;
  let sawNode = false;
  const stop = (reason: string) => {
    problem ??= reason;
    throw new Error(reason);
  };
  const seen = new Set<string>();
  /**
   * The whole text of the open <style> element, undefined outside one: judged once it closes, since the
   * parser hands text over in pieces (split by comments, CDATA sections, entities) that the browser joins.
   */
  let style: string | undefined;
  parser.onattribute = ({ name }) => {
    // sax keeps the last of two equal attributes; a browser refuses the file: refuse it too.
    if (seen.has(name)) stop(`the attribute "${name}" twice on one element`);
    seen.add(name);
  };
  parser.onprocessinginstruction = (pi) => {
    const reason = instructionProblem(pi, !sawNode);
    sawNode = true;
    if (reason) stop(reason);
  };
  parser.ondoctype = (doctype) => {
    sawNode = true;
    if (doctype.includes('[')) stop('a DOCTYPE with declarations (XML entities can hide markup)');
  };
  parser.onopentag = (tag) => {
    sawNode = true;
    seen.clear();
    const node = tag as sax.QualifiedTag;
    if (depth === 0 && ++roots > 1) stop('a second root element after </svg>');
    depth++;
    if (depth === 1 && (node.uri !== SVG_NS || node.local !== 'svg')) {
      const missing = node.local === 'svg' ? ' without xmlns="http://www.w3.org/2000/svg"' : '';
      stop(`is not an SVG image (its root element is <${node.name}>${missing}): re-export it`);
    }
    if (node.uri !== SVG_NS) stop(`an element from another namespace (<${node.name}>, namespace ${node.uri || 'none'})`);
    if (style !== undefined) stop(`an element inside <style> (<${node.name}>)`);
    if (node.local === 'style') style = '';
    if (!ELEMENTS.has(node.local)) {
      if (node.local === 'script') stop('a <script> element');
      if (node.local === 'foreignObject') stop('a <foreignObject> element (HTML inside the image)');
      stop(LOADERS.has(node.local) ? `a link or reference to another file (<${node.name}>)` : `the element <${node.name}>, which is not part of a plain drawing`);
    }
    for (const attribute of Object.values(node.attributes)) {
      const reason = attributeProblem(node.name, attribute);
      if (reason) stop(reason);
    }
  };
  parser.onclosetag = () => {
    depth--;
    if (style === undefined) return;
    const reason = cssProblem(style);
    style = undefined;
    if (reason) stop(`${reason} (in <style>)`);
  };
  const onText = (text: string) => {
    if (style !== undefined) style += text;
  };
  parser.ontext = onText;
  parser.oncdata = onText;
  parser.onerror = (error) => stop(`is not a well-formed SVG file (${error.message.split('\n')[0]}, line ${parser.line + 1}): re-export it`);
  try {
    parser.write(text).close();
  } catch {
    // stop() threw to end the parse; the reason is in `problem`.
  }
  if (problem === undefined && roots === 0) return 'is not an SVG image (no <svg> element): re-export it';
  return problem;
}
