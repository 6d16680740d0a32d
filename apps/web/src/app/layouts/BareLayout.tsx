import { Outlet } from 'react-router';

/**
 * A page on its own (issue 40 §1): no header, footer, chat button or simulator badge of ours, for
 * what a member hands on to someone else (the client report). Still one main landmark.
 */
export function BareLayout() {
  return (
    <div className="min-h-dvh bg-slate-50">
      <main id="main" tabIndex={-1} className="min-h-dvh focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
