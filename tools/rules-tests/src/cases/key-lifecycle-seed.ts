// The seeded records of keys that last (docs/data-model.md `uploadKeys`, `campaigns`): a package's separate upload key
// and an update campaign, so their deny cases meet data that exists. Kept out of fixtures.ts to keep that file small.
export function keyLifecycleSeed(owner: string, at: number): Record<string, unknown> {
  return {
    uploadKeys: {
      [owner]: {
        'com,example,shop': {
          packageName: 'com.example.shop',
          certificateSha256: 'CD:EF',
          sealed: 'v2.keyid.iv.tag.ciphertext',
          createdAt: at,
        },
      },
    },
    campaigns: {
      'shell-2026-11': {
        id: 'shell-2026-11',
        shellVersion: '2026.11',
        targetSdk: 36,
        whatChanged: 'New shell.',
        startedAt: at,
        startedBy: 'sam-uid',
        marked: 1,
      },
    },
  };
}
