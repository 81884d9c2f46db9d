// The seeded publishing record (docs/data-model.md `publishing/{uid}/{requestId}`): a listing and a done step, so the
// update cases of publishing.cases.ts change fields that exist. Kept out of fixtures.ts to keep that file small.
export function seededPublishing(requestId: string, at: number): Record<string, unknown> {
  return {
    requestId,
    packageName: 'com.example.shop',
    appName: 'Shop',
    serviceAccountEmail: 'publisher@apkforge.iam.gserviceaccount.com',
    listing: { title: 'Shop', contactEmail: 'owner@example.com' },
    tracker: { steps: { developer_account: { state: 'done', at, by: 'customer' } } },
    openedAt: at,
    updatedAt: at,
  };
}
