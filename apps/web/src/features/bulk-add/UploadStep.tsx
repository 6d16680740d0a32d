import { useId, useState, type DragEvent } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, type BulkKind } from '@seller/shared/schemas/bulk-add';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { templateUrl } from './api/bulk-add-api';

const t = ko.bulkAdd;

/** Download the template, then choose (or drop) the filled file; a status line while it is checked. */
export function UploadStep({
  kind,
  busy,
  error,
  onFile,
}: {
  kind: BulkKind;
  busy: boolean;
  error: string | null;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <div className="mt-4 flex flex-col gap-4">
      <section className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800">{t.stepTemplate}</p>
        <Button asChild variant="outline" size="sm" className="self-start">
          <a href={templateUrl(kind)} download data-testid="bulk-add-template">
            <Download aria-hidden="true" className="size-4" />
            {t.templateButton}
          </a>
        </Button>
      </section>
      <section className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-800">{t.stepUpload}</p>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          data-testid="bulk-add-drop"
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center',
            over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
        >
          <FileSpreadsheet aria-hidden="true" className="size-8 text-slate-500" />
          <p className="text-sm text-slate-700">{t.dropHere}</p>
          <p className="text-xs text-slate-600">
            {t.fileLimits(BULK_MAX_ROWS, BULK_MAX_BYTES / 1024 / 1024)}
          </p>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="peer sr-only"
            disabled={busy}
            data-testid="bulk-add-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
          <label
            htmlFor={inputId}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
              busy && 'pointer-events-none opacity-60',
            )}
          >
            {t.chooseFile}
          </label>
        </div>
      </section>
      {busy && (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-700"
          data-testid="bulk-add-validating"
        >
          <Spinner className="size-4" />
          {t.validating}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600" data-testid="bulk-add-error">
          {error}
        </p>
      )}
    </div>
  );
}
