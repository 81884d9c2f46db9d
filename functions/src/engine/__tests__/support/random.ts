/** A small seeded PRNG (mulberry32) so property tests are reproducible from their printed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;
  constructor(readonly seed: number) {
    this.next = seededRandom(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Pieces app names are made of: Latin, accents, Devanagari, Arabic and Hebrew (RTL), CJK, emoji (with ZWJ and skin tones). */
const NAME_PIECES = [
  'Shop',
  'my',
  'App',
  'café',
  'Crème',
  'ß',
  'Ærø',
  'हिन्दी',
  'समाचार',
  'खबर',
  'عربي',
  'متجر',
  'עברית',
  'חנות',
  '中文',
  '商店',
  '日本語',
  'ストア',
  '한국어',
  'Ελληνικά',
  'Москва',
  'Tiếng Việt',
  '🍕',
  '👩‍👩‍👧',
  '👍🏽',
  '🇮🇳',
  '✓',
  '42',
  '&',
  "l'app",
  '"q"',
  '<b>',
  'a\u0301',
  'ｆｕｌｌ',
  '\u200f',
  ' ',
  '-',
  'Δ',
  'ñ',
];

/** A random app name of 1..200 characters (code points), never blank. */
export function randomAppName(random: Random): string {
  const target = random.chance(0.3) ? random.int(1, 3) : random.chance(0.1) ? 200 : random.int(4, 60);
  let name = '';
  while ([...name].length < target) name += random.pick(NAME_PIECES) + (random.chance(0.4) ? ' ' : '');
  name = [...name].slice(0, target).join('');
  return name.trim() ? name : `A${name}`.slice(0, 200);
}

const HOSTS = [
  'example.com',
  'www.example.co.in',
  'shop.example.org',
  'bücher.example',
  'www.köln.de',
  'пример.рф',
  '例子.中国',
  'मेरी.भारत',
  '123go.io',
  'new.app',
  'int.example.com',
  'my-site.net',
  'localhost',
  '127.0.0.1',
  '[::1]',
  'a.b.c.d.e.example.com',
];

export function randomUrl(random: Random): string {
  const scheme = random.chance(0.8) ? 'https' : 'http';
  const port = random.chance(0.2) ? `:${random.int(1, 65535)}` : '';
  const path = random.chance(0.5) ? `/${random.pick(['path', 'a/b/c', 'ñandú', 'x y', '%20', 'index.html'])}` : '/';
  const query = random.chance(0.4) ? `?${random.pick(['q=1', 'a=b&c=d', 'utm_source=app', 'x=%E2%9C%93'])}` : '';
  const hash = random.chance(0.1) ? '#top' : '';
  return `${scheme}://${random.pick(HOSTS)}${port}${path}${query}${hash}`;
}

export function randomColor(random: Random): string {
  const hex = random.int(0, 0xffffff).toString(16).padStart(6, '0');
  return random.chance(0.3) ? `#${hex[0]}${hex[2]}${hex[4]}` : `#${hex}`;
}
