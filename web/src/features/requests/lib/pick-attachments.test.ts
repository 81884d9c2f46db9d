import { describe, expect, it } from 'vitest';
import { addAttachments } from './pick-attachments';

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe('addAttachments', () => {
  it('keeps PNG, JPEG, PDF and ZIP files under their stored names', () => {
    const { files, problem } = addAttachments([], [file('Our Logo (final).PNG'), file('brief.pdf')]);
    expect(problem).toBeNull();
    expect(files.map((picked) => picked.fileName)).toEqual(['Our-Logo-final.png', 'brief.pdf']);
  });

  it('says at the control what it refused: the type, the size, the count', () => {
    expect(addAttachments([], [file('run.exe')]).problem).toBe('run.exe: Attach a PNG, JPEG, PDF or ZIP file.');
    expect(addAttachments([], [file('huge.zip', 10 * 1024 * 1024 + 1)]).problem).toBe(
      'huge.zip: Each file can be at most 10 MB.',
    );
    const three = addAttachments([], [file('a.png'), file('b.png'), file('c.png')]).files;
    const more = addAttachments(three, [file('d.png')]);
    expect(more.files).toHaveLength(3);
    expect(more.problem).toBe('Attach at most 3 files to one message.');
  });
});
