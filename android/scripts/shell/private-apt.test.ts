import { describe, expect, it } from 'vitest';
import { mirrorsIn } from './private-apt.js';

describe('mirrorsIn', () => {
  it('reads deb822 .sources files, leaving the security archive out', () => {
    const sources = `Types: deb
# http://snapshot.debian.org/archive/debian/20250520T000000Z
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
`;
    expect(mirrorsIn(sources)).toEqual(['http://deb.debian.org/debian']);
  });

  it('reads one-line sources with options, and ignores comments and other lines', () => {
    const list = `# deb http://commented.example/debian bookworm main
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] https://mirror.example.org/debian/ bookworm main
deb-src http://src.example/debian bookworm main
deb http://security.debian.org/debian-security bookworm-security main`;
    expect(mirrorsIn(list)).toEqual(['https://mirror.example.org/debian']);
  });
});
