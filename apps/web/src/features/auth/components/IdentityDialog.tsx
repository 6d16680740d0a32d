import { useEffect, useRef, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { IDENTITY_MESSAGE_TYPE, type IdentityFrameMessage } from '@seller/shared/schemas/accounts';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';

const t = ko.identity;

function isFrameMessage(value: unknown): value is IdentityFrameMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === IDENTITY_MESSAGE_TYPE &&
    typeof (value as { ok?: unknown }).ok === 'boolean'
  );
}

/**
 * The identity-verification frame (spec 01 §2.5–2.6, spec 02 §2.6): /v1/member/join/portal in an
 * iframe. The page in the frame tells the result by postMessage; only a message from our own
 * origin and from this frame counts. The result itself stays on the server.
 */
export function IdentityDialog({
  open,
  onOpenChange,
  onVerified,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server holds a verified identity for this browser. */
  onVerified: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const verified = useRef(onVerified);
  verified.current = onVerified;

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (!isFrameMessage(event.data)) return;
      if (event.data.ok) verified.current();
      else setFailure(event.data.message || t.resultFailed);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open]);

  const restart = () => {
    setFailure(null);
    setLoaded(false);
    setAttempt((n) => n + 1);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) restart();
        onOpenChange(next);
      }}
      title={
        <span className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
          {t.dialogTitle}
        </span>
      }
      description={t.dialogText}
      className="max-w-lg p-5 sm:p-6"
    >
      <div className="relative mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {failure ? (
          <div
            role="alert"
            className="flex min-h-[320px] flex-col items-center justify-center gap-3 p-6 text-center"
          >
            <p className="text-base font-semibold text-slate-900">{t.failedTitle}</p>
            <p className="text-sm text-red-600" data-testid="identity-error">
              {failure}
            </p>
            <Button variant="outline" onClick={restart}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <>
            {!loaded && (
              <div
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white"
              >
                <Spinner className="size-6 text-brand-600" />
                <span className="text-sm text-slate-500">{t.loading}</span>
              </div>
            )}
            <iframe
              key={attempt}
              ref={frame}
              src={`/v1/member/join/portal?attempt=${attempt}`}
              title={t.frameTitle}
              data-testid="identity-frame"
              onLoad={() => setLoaded(true)}
              className="block h-[min(600px,70vh)] w-full"
            />
          </>
        )}
      </div>
    </Dialog>
  );
}
