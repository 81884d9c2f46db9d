import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { NOW } from '../__tests__/fixtures.js';
import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from '../contracts/notifications.js';
import { notification } from './__tests__/notification-setup.js';
import { parseNotificationInput } from './parse-notification.js';

function refusal(data: unknown): { code: string; field: unknown; message: string } {
  try {
    parseNotificationInput(data, NOW);
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    return {
      code: error.code,
      field: (error.details as { field?: string } | undefined)?.field,
      message: error.message,
    };
  }
  throw new Error('accepted');
}

describe('parseNotificationInput', () => {
  it('trims the texts, keeps the text line breaks, reads the link and a send time in ms or ISO 8601', () => {
    const later = NOW + 3_600_000;
    expect(
      parseNotificationInput(
        notification({
          title: '  Sale\ntoday ',
          text: ' Line one\r\nLine two ',
          sendAt: new Date(later).toISOString(),
        }),
        NOW,
      ),
    ).toEqual({
      packageName: 'in.co.example.shop',
      title: 'Sale today',
      text: 'Line one\nLine two',
      link: 'https://www.example.co.in/sale',
      sendAt: later,
    });
    expect(parseNotificationInput(notification({ sendAt: later }), NOW).sendAt).toBe(later);
    expect(parseNotificationInput(notification({ sendAt: null }), NOW).sendAt).toBeNull();
    expect(parseNotificationInput(notification({ text: undefined }), NOW).text).toBe('');
  });

  it.each([
    [{ title: '' }, 'title', 'The title is required.'],
    [{ title: '   ' }, 'title', 'The title is required.'],
    [{ title: 5 }, 'title', 'The title must be text.'],
    [
      { title: 'x'.repeat(NOTIFICATION_TITLE_MAX_LENGTH + 1) },
      'title',
      `The title must be at most ${NOTIFICATION_TITLE_MAX_LENGTH} characters.`,
    ],
    [
      { text: 'x'.repeat(NOTIFICATION_TEXT_MAX_LENGTH + 1) },
      'text',
      `The text must be at most ${NOTIFICATION_TEXT_MAX_LENGTH} characters.`,
    ],
    [{ link: '' }, 'link', 'The link is required.'],
    [{ link: 'javascript:alert(1)' }, 'link', 'The link must be a web address starting with https://.'],
    [{ link: 'www.example.co.in/sale' }, 'link', 'The link must be a web address starting with https://.'],
    [{ link: 'https://user:pw@www.example.co.in/' }, 'link', 'The link must be a web address starting with https://.'],
    [
      { sendAt: NOW - 60_000 },
      'sendAt',
      'The send time is in the past. Choose a later time, or leave it empty to send now.',
    ],
    [{ sendAt: 'tomorrow' }, 'sendAt', 'The send time must be a date and time.'],
    [{ sendAt: NOW + 31 * 86_400_000 }, 'sendAt', 'The send time must be within the next 30 days.'],
    [
      { packageName: 'not a package' },
      'packageName',
      'packageName must be the Android package name of one of your apps.',
    ],
  ])('refuses %j naming the field', (fields, field, message) => {
    expect(refusal(notification(fields))).toEqual({ code: 'invalid-argument', field, message });
  });

  it('refuses anything but an object of the known fields', () => {
    expect(refusal(null).message).toBe('Send { packageName, title, text, link } and, if you like, sendAt.');
    expect(refusal([]).code).toBe('invalid-argument');
    expect(refusal(notification({ uid: 'ravi' })).message).toBe('Unknown field: uid.');
  });
});
