import { Link, useRouteError } from 'react-router';
import { RotateCw } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../components/ui/Button';
import { ErrorState } from '../components/ui/ErrorState';
import { isChunkLoadError } from '../lib/lazy-with-retry';

const reload = () => window.location.reload();

/** Route error boundary: chunk failures offer a reload; anything else a generic message. */
export function RouteError() {
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <ErrorState
        className="min-h-[50vh]"
        title={ko.ui.chunkErrorTitle}
        text={error.message}
        action={
          <Button onClick={reload}>
            <RotateCw aria-hidden="true" className="size-4" />
            {ko.common.reload}
          </Button>
        }
      />
    );
  }

  if (import.meta.env.DEV) console.error(error);
  return (
    <ErrorState
      className="min-h-[50vh]"
      text={ko.common.unexpected}
      action={
        <>
          <Button onClick={reload}>{ko.common.reload}</Button>
          <Button asChild variant="outline">
            <Link to="/">{ko.common.backHome}</Link>
          </Button>
        </>
      }
    />
  );
}
