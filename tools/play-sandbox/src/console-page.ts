import type { PlayState } from './state.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** An HTML form body (application/x-www-form-urlencoded) as fields. */
export function readForm(body: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

/**
 * The sandbox's "Play Console": the apps it knows, and the two things a developer does there before Apkforge can
 * publish (create the app, give a service account release rights), for trying the product by hand locally.
 */
export function consolePage(state: PlayState, accounts: readonly string[]): string {
  const rows = [...state.apps.values()]
    .map((app) => {
      const tracks = Object.values(app.tracks)
        .map(
          (track) =>
            `${track.track}: ${track.releases.map((r) => `${r.versionCodes.join(',')} (${r.status})`).join('; ')}`,
        )
        .join('<br>');
      return `<tr><td>${escape(app.packageName)}</td><td>${escape(app.title)}</td><td>${escape(Object.keys(app.grants).join(', '))}</td><td>${tracks ? escape(tracks).replace(/&lt;br&gt;/g, '<br>') : '—'}</td></tr>`;
    })
    .join('');
  const options = accounts.map((email) => `<option>${escape(email)}</option>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Play Console (local stand-in)</title>
<style>body{font:16px system-ui;margin:2rem;max-width:60rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;text-align:left}label{display:block;margin:.5rem 0}</style></head>
<body><h1>Play Console (local stand-in)</h1>
<p>What a developer does in Google Play Console before Apkforge can publish: create the app, then give our service account release rights.</p>
<table><thead><tr><th>Package</th><th>App</th><th>Release rights</th><th>Tracks</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No apps yet.</td></tr>'}</tbody></table>
<h2>Create app and give access</h2>
<form method="post" action="/console/apps"><label>Package name <input name="packageName" required></label>
<label>App name <input name="title"></label><label>Give release rights to <select name="grant"><option value="">nobody yet</option>${options}</select></label>
<button>Create app</button></form></body></html>`;
}
