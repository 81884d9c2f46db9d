import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../__tests__/png.js';
import {
  call,
  eventually,
  newSupportUser,
  newUser,
  PROJECT_ID,
  read,
  STACK,
  type TestUser,
} from '../__tests__/stack.js';
import type { CreateDownloadLinkResult } from '../contracts/callables.js';
import type { BeginMessageUploadResult, SendMessageResult } from '../contracts/conversation.js';
import { databaseNamespaceOf } from '../contracts/local-stack.js';
import type { RequestInput } from '../contracts/request-input.js';
import type { TimelineEntry } from '../contracts/timeline.js';

// The conversation on the running stack: a customer writes to support on a request at any status with a file
// uploaded to their own folder through the upload session a function opened, support opens the file through a signed
// link, a file that is not what its name says is refused, and "request received" reached the inbox as HTML.
let asha: TestUser;
let ravi: TestUser;
let sam: TestUser;
let requestId: string;
const appName = `Chat Shop ${Date.now().toString(36)}`;

interface CaughtMail {
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
}

const input: RequestInput = {
  url: 'https://chat-shop.example.in',
  appName,
  email: 'contact@chat-shop.example.in',
  phone: '',
  description: 'A conversation test',
  extraInstructions: '',
  planId: 'other',
  iconDataUrl: '',
  extraHosts: [],
  pullToRefresh: true,
};

async function ok<T>(name: string, data: unknown, user: TestUser): Promise<T> {
  const outcome = await call<T>(name, data, user.idToken);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

/** What the browser does: a session from the function, then the bytes PUT straight to Storage. */
async function upload(fileName: string, bytes: Buffer): Promise<{ uploadId: string; fileName: string }> {
  const session = await ok<BeginMessageUploadResult>(
    'beginMessageUpload',
    { requestId, fileName, size: bytes.length },
    asha,
  );
  const put = await fetch(session.uploadUrl, { method: 'PUT', body: bytes });
  expect(put.status).toBe(200);
  return { uploadId: session.uploadId, fileName };
}

beforeAll(async () => {
  [asha, ravi, sam] = await Promise.all([newUser('chat-asha'), newUser('chat-ravi'), newSupportUser('chat-sam')]);
  requestId = (await ok<{ requestId: string }>('createRequest', input, asha)).requestId;
});

describe('the conversation on the local stack', () => {
  it('mails "request received" as HTML with a link into the request', async () => {
    const mail = await eventually(async () => {
      const response = await fetch(`${STACK.mailInbox}/email`);
      const all = (await response.json()) as CaughtMail[];
      const found = all.find((caught) => caught.to.some((to) => to.address === asha.email));
      if (!found) throw new Error('not yet');
      return found;
    });
    expect(mail.subject).toBe(`${appName}: we received your request`);
    expect(mail.html).toContain(`/dashboard?request=${requestId}`);
  });

  it('takes a message with a checked file on an unpaid request, and support opens the file', async () => {
    const png = solidPng(64, 64, [10, 120, 80, 255]);
    const logo = await upload('logo.png', png);
    const sent = await ok<SendMessageResult>(
      'replyToRequest',
      { requestId, text: 'Here is our logo.', attachments: [logo], messageId: `int-${Date.now()}` },
      asha,
    );
    expect(sent.status).toBe('Queued');
    const entry = await read<TimelineEntry>(`timeline/${asha.uid}/${requestId}/${sent.entryId}`);
    expect(entry).toMatchObject({ kind: 'reply', by: 'customer', text: 'Here is our logo.' });
    expect(Object.values(entry?.attachments ?? {})).toEqual([
      { id: logo.uploadId, fileName: 'logo.png', size: png.length, contentType: 'image/png' },
    ]);
    expect(await read(`requests/${asha.uid}/${requestId}/lastCustomerMessageAt`)).toBe(entry?.at);

    // The customer downloads it again, support opens it; nobody else gets a link.
    const own = await ok<CreateDownloadLinkResult>(
      'createDownloadLink',
      { requestId, attachmentId: logo.uploadId },
      asha,
    );
    const mine = await fetch(new URL(own.url, STACK.hosting));
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer()).equals(png)).toBe(true);
    const forSupport = await ok<CreateDownloadLinkResult>(
      'opsAttachmentLink',
      { uid: asha.uid, requestId, attachmentId: logo.uploadId },
      sam,
    );
    const opened = await fetch(new URL(forSupport.url, STACK.hosting));
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    // The link re-spelled (an appended '='), opened in a browser: refused, on the app's page for it, not raw JSON.
    const respelled = await fetch(new URL(`${forSupport.url}=`, STACK.hosting), {
      headers: { Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(respelled.status).toBe(303);
    expect(respelled.headers.get('location')).toMatch(
      new RegExp(`/download-link\\?problem=invalid&file=deliverable&request=${requestId}$`),
    );
    expect(await call('createDownloadLink', { requestId, attachmentId: logo.uploadId }, ravi.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect(
      await call('opsAttachmentLink', { uid: asha.uid, requestId, attachmentId: logo.uploadId }, asha.idToken),
    ).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });

  it('refuses a file that is not what its name says, and deletes it', async () => {
    const fake = await upload('photo.jpg', Buffer.from('%PDF-1.7 not a photo at all'));
    expect(await call('replyToRequest', { requestId, text: 'x', attachments: [fake] }, asha.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'photo.jpg is not a real .jpg file. Attach a PNG, JPEG, PDF or ZIP file.',
    });
    expect(await call('replyToRequest', { requestId, text: 'x', attachments: [fake] }, asha.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
    });
  });

  it('lets each side stamp its own read marker with the server time, and no other', async () => {
    const path = `conversationReads/${asha.uid}/${requestId}`;
    const put = (user: TestUser, side: string, value: unknown) =>
      fetch(
        `http://${STACK.database}/${path}/${side}.json?ns=${databaseNamespaceOf(PROJECT_ID)}&auth=${user.idToken}`,
        { method: 'PUT', body: JSON.stringify(value) },
      );
    expect((await put(asha, 'customer', { '.sv': 'timestamp' })).status).toBe(200);
    expect((await put(sam, 'support', { '.sv': 'timestamp' })).status).toBe(200);
    expect((await put(asha, 'support', { '.sv': 'timestamp' })).status).toBe(401);
    expect((await put(ravi, 'customer', { '.sv': 'timestamp' })).status).toBe(401);
    expect((await put(asha, 'customer', 1)).status).toBe(401);
  });
});
