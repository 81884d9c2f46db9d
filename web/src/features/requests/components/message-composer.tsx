import { MESSAGE_MAX_LENGTH } from '@contracts/ops';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { CrossIcon, UploadIcon } from '@/components/ui/icons';
import { failureMessage } from '@/lib/failure-message';
import { formatBytes } from '@/lib/format-bytes';
import { toast } from '@/lib/toast';
import { sendMessage, type PickedFile } from '../api/reply-to-request';
import { ATTACHMENT_ACCEPT, addAttachments } from '../lib/pick-attachments';
import { requestMessages } from '../lib/request-messages';

const newMessageId = () => crypto.randomUUID();

/**
 * Writing to support: always there, whatever the status (docs/product.md "Conversation"), with up to three files.
 * Problems show at the control that caused them (role=alert) and take the focus; the draft stays until it is sent.
 */
export function MessageComposer({ requestId, awaitingReply }: { requestId: string; awaitingReply: boolean }) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [sending, setSending] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const [textProblem, setTextProblem] = useState<string | null>(null);
  // One id per draft: a retry after a failure records one message (the server dedupes on it).
  const [messageId, setMessageId] = useState(newMessageId);
  const fileInput = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileProblemId = useId();
  const sendProblemId = useId();

  function pick(list: FileList | null) {
    const picked = list ? Array.from(list) : [];
    const next = addAttachments(files, picked);
    setFiles(next.files);
    setFileProblem(next.problem);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    setSendProblem(null);
    setTextProblem(null);
    if (text.trim() === '' && files.length === 0) {
      setTextProblem(requestMessages.messageEmpty);
      textRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendMessage(requestId, text.trim(), files, messageId);
      setText('');
      setFiles([]);
      setFileProblem(null);
      setMessageId(newMessageId());
      toast.success(requestMessages.messageSent);
    } catch (error) {
      // The server's own sentence when it gave one, through the one mapping (lib/failure-message.ts).
      setSendProblem(failureMessage(error, requestMessages.messageFailed));
      requestAnimationFrame(() => document.getElementById(sendProblemId)?.focus());
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="composer" onSubmit={send} aria-label="Write to the Apkforge team" noValidate>
      <Textarea
        ref={textRef}
        label={awaitingReply ? 'Your answer' : 'Message to the Apkforge team'}
        hint="We answer within a day, Monday to Saturday. You can attach PNG, JPEG, PDF or ZIP files up to 10 MB."
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        error={textProblem}
        onChange={(event) => {
          setText(event.target.value);
          setTextProblem(null);
        }}
      />
      {files.length > 0 ? (
        <ul className="composer__files" aria-label="Files to send">
          {files.map((picked, index) => (
            <li key={`${picked.fileName}-${index}`} className="composer__file">
              <span className="composer__file-name">{picked.fileName}</span>
              <span className="composer__file-size">{formatBytes(picked.file.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                className="composer__remove"
                aria-label={`Remove ${picked.fileName}`}
                icon={<CrossIcon size={16} />}
                onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="composer__actions">
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          accept={ATTACHMENT_ACCEPT}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => pick(event.target.files)}
          data-testid="composer-file-input"
        />
        <Button
          variant="secondary"
          icon={<UploadIcon size={16} />}
          onClick={() => fileInput.current?.click()}
          aria-describedby={fileProblem ? fileProblemId : undefined}
        >
          Attach files
        </Button>
        <Button type="submit" loading={sending}>
          Send message
        </Button>
      </div>
      {fileProblem ? (
        <p className="composer__error" id={fileProblemId} role="alert">
          {fileProblem}
        </p>
      ) : null}
      {sendProblem ? (
        <p className="composer__error" id={sendProblemId} role="alert" tabIndex={-1}>
          {sendProblem}
        </p>
      ) : null}
    </form>
  );
}
