import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../components/ui/Button';

const t = ko.mcp.connect;

/** What a desktop assistant's config holds to start the stdio relay (`npm run -s mcp`). */
export function stdioConfig(origin: string): string {
  return JSON.stringify(
    {
      mcpServers: {
        'seller-toolkit': {
          command: 'npm',
          args: ['run', '-s', 'mcp', '--', '--url', `${origin}/mcp`],
          cwd: '/path/to/seller-toolkit',
          env: { SELLER_TOOLKIT_TOKEN: t.tokenPlaceholder },
        },
      },
    },
    null,
    2,
  );
}

function CopyBlock({
  label,
  hint,
  value,
  testId,
}: {
  label: string;
  hint: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-[15px] font-semibold text-slate-800">{label}</h3>
        <Button
          variant="outline"
          data-testid={`${testId}-copy`}
          onClick={() =>
            void navigator.clipboard.writeText(value).then(
              () => toast.success(t.copied, { duration: 1000 }),
              () => toast.error(t.copyFailed),
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t.copy}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{hint}</p>
      <pre
        data-testid={testId}
        className="overflow-x-auto rounded-md bg-slate-900 p-3 text-[13px] leading-relaxed text-slate-100"
      >
        {value}
      </pre>
    </div>
  );
}

/** 마이페이지 → API: connecting an AI assistant to /mcp with a token of this page (issue 44). */
export function McpConnectSection({ origin = window.location.origin }: { origin?: string }) {
  const http = `${origin}/mcp\nAuthorization: Bearer ${t.tokenPlaceholder}`;
  return (
    <section aria-labelledby="mcp-connect-title" className="flex flex-col gap-4" data-testid="mcp-connect">
      <div className="flex flex-col gap-1">
        <h2 id="mcp-connect-title" className="text-lg font-bold text-slate-900">
          {t.title}
        </h2>
        <p className="text-[15px] text-slate-600">{t.intro}</p>
        <p className="text-[15px] text-slate-600">{t.costs}</p>
      </div>
      <CopyBlock label={t.httpLabel} hint={t.httpHint} value={http} testId="mcp-connect-http" />
      <CopyBlock
        label={t.stdioLabel}
        hint={t.stdioHint}
        value={stdioConfig(origin)}
        testId="mcp-connect-stdio"
      />
      <p className="text-sm text-slate-600">{t.docs}</p>
    </section>
  );
}
