/**
 * What a page's markup says about the app it could become (docs/product.md "Site import"): names, theme colour,
 * manifest link and icon links. Only start tags of the head's elements are read, with a tolerant attribute scanner:
 * a page is untrusted text, so nothing here evaluates or builds a DOM.
 */

export interface IconLink {
  href: string;
  rel: string;
  sizes: string | null;
  type: string | null;
}

export interface PageHead {
  title: string | null;
  applicationName: string | null;
  appleTitle: string | null;
  ogSiteName: string | null;
  /** `<meta name="description">`, else og:description: a store listing's draft starts from it. */
  description: string | null;
  themeColor: string | null;
  manifestHref: string | null;
  baseHref: string | null;
  icons: IconLink[];
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Collapses whitespace; null when nothing is left. */
function clean(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Comments, scripts and styles can hold text that looks like tags; they are removed before scanning. */
function withoutOpaqueBlocks(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
}

export function parseHead(html: string): PageHead {
  const text = withoutOpaqueBlocks(html);
  // Everything we read lives in the head; stop at the body so a huge page's content is not scanned.
  const bodyAt = text.search(/<body[\s>]/i);
  const head = bodyAt >= 0 ? text.slice(0, bodyAt) : text;
  const result: PageHead = {
    title: clean(/<title[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1]),
    applicationName: null,
    appleTitle: null,
    ogSiteName: null,
    description: null,
    themeColor: null,
    manifestHref: null,
    baseHref: null,
    icons: [],
  };
  for (const match of head.matchAll(/<(meta|link|base)\b([^>]*)>/gi)) {
    const tag = match[1]!.toLowerCase();
    const attributes = attributesOf(match[2]!);
    if (tag === 'base') {
      result.baseHref ??= clean(attributes.get('href'));
    } else if (tag === 'meta') {
      const name = (attributes.get('name') ?? attributes.get('property') ?? '').toLowerCase();
      const content = clean(attributes.get('content'));
      // A theme-color meta with a media query is the light or dark variant: the first one stands for both.
      if (name === 'theme-color') result.themeColor ??= content;
      else if (name === 'application-name') result.applicationName ??= content;
      else if (name === 'apple-mobile-web-app-title') result.appleTitle ??= content;
      else if (name === 'og:site_name') result.ogSiteName ??= content;
      else if (name === 'description') result.description = content ?? result.description;
      else if (name === 'og:description') result.description ??= content;
    } else {
      const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const href = clean(attributes.get('href'));
      if (!href) continue;
      if (rels.includes('manifest')) result.manifestHref ??= href;
      const iconRel = rels.find(
        (rel) => rel === 'icon' || rel === 'apple-touch-icon' || rel === 'apple-touch-icon-precomposed',
      );
      if (iconRel) {
        result.icons.push({
          href,
          rel: iconRel,
          sizes: clean(attributes.get('sizes')),
          type: clean(attributes.get('type'))?.toLowerCase() ?? null,
        });
      }
    }
  }
  return result;
}

/** The page's text: its declared charset when the runtime knows it, else UTF-8 (the web's default). */
export function decodePage(body: Buffer, contentType: string | undefined): string {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
