import { describe, expect, it } from 'vitest';
import { draftListing } from '../listing-draft.js';
import {
  characterCount,
  listingTextIssues,
  screenshotCountIssue,
  screenshotProblem,
  type ListingText,
} from '../play-listing.js';

const complete: ListingText = {
  title: 'Chaiwala',
  shortDescription: 'Chai delivered hot across Pune.',
  fullDescription: 'Order chai and snacks.',
  contactEmail: 'hello@chaiwala.in',
  website: 'https://www.chaiwala.in',
  privacyPolicyUrl: 'https://www.chaiwala.in/privacy',
  accountDeletionUrl: '',
};

describe("Play's listing limits (contracts/play-listing.ts)", () => {
  it('counts code points as Play does and names the field and its limit', () => {
    expect(listingTextIssues(complete)).toEqual([]);
    expect(characterCount('चायवाला')).toBe(7);
    expect(listingTextIssues({ ...complete, title: 'x'.repeat(30) })).toEqual([]);
    expect(
      listingTextIssues({
        ...complete,
        title: 'x'.repeat(31),
        shortDescription: 'y'.repeat(81),
        fullDescription: 'z'.repeat(4001),
      }),
    ).toEqual([
      { field: 'title', message: 'App name on Play must be at most 30 characters (it has 31).' },
      { field: 'shortDescription', message: 'Short description must be at most 80 characters (it has 81).' },
      { field: 'fullDescription', message: 'Full description must be at most 4000 characters (it has 4001).' },
    ]);
  });

  it('requires a privacy policy over https, and an account-deletion page when the site has sign-up', () => {
    expect(listingTextIssues({ ...complete, privacyPolicyUrl: '' })).toEqual([
      { field: 'privacyPolicyUrl', message: 'Please add your privacy policy URL: Play requires one for every app.' },
    ]);
    expect(listingTextIssues({ ...complete, privacyPolicyUrl: 'http://www.chaiwala.in/privacy' })[0]?.message).toBe(
      'Privacy policy URL must start with https://: Play refuses plain http links.',
    );
    expect(listingTextIssues({ ...complete, privacyPolicyUrl: 'http://127.0.0.1:8080/privacy' }, false, true)).toEqual(
      [],
    );
    expect(listingTextIssues(complete, true)).toEqual([
      {
        field: 'accountDeletionUrl',
        message: 'Your site lets people sign up, so Play needs a web page where they can delete their account.',
      },
    ]);
  });

  it('checks screenshots: 2 to 8, each side 320-3840 px, at most 2:1, PNG or JPEG', () => {
    expect(screenshotProblem({ width: 1080, height: 1920, format: 'png', bytes: 1000 }, 1)).toBeNull();
    expect(screenshotProblem({ width: 1080, height: 2400, format: 'png', bytes: 1000 }, 2)).toBe(
      'Screenshot 2 is 1080x2400 px: the longer side may be at most twice the shorter.',
    );
    expect(screenshotProblem({ width: 4000, height: 3000, format: 'jpeg', bytes: 1000 }, 3)).toMatch(
      /between 320 and 3840 px/,
    );
    expect(screenshotProblem({ width: 1080, height: 1920, format: null, bytes: 1000 }, 4)).toMatch(/not a PNG or JPEG/);
    expect(screenshotCountIssue(1)?.message).toBe('Please add at least 2 phone screenshots (you have 1).');
    expect(screenshotCountIssue(2)).toBeNull();
    expect(screenshotCountIssue(9)?.message).toBe('Play takes at most 8 phone screenshots (you have 9).');
  });

  it('drafts a listing within the limits from a site, in paragraphs', () => {
    const draft = draftListing({
      appName: 'A Very Long Business Name For A Small Shop In Pune',
      url: 'https://shop.example.in/app',
      description: 'Fresh vegetables.   Delivered daily.\n\n\n\nOrder by 9.',
    });
    expect(draft.title).toBe('A Very Long Business Name For…');
    expect(draft.shortDescription).toBe('Fresh vegetables. Delivered daily. Order by 9.');
    expect(draft.fullDescription.split('\n\n')).toHaveLength(3);
    expect(draft.website).toBe('https://shop.example.in');
    expect(
      listingTextIssues({ ...draft, contactEmail: 'a@b.in', privacyPolicyUrl: 'https://shop.example.in/p' }),
    ).toEqual([]);
  });
});
