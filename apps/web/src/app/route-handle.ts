import { useMatches } from 'react-router';
import * as ko from '@seller/shared/messages/sections';
import { PUBLIC, type RouteAccess, type RouteTitle } from './route-table';

/** What every page route carries in its `handle`: who may enter and the Korean screen title. */
export interface RouteHandle {
  access: RouteAccess;
  title: RouteTitle;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'access' in value && 'title' in value;
}

/** The handle of the deepest matched route, i.e. the screen being shown. */
export function useCurrentHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { access: PUBLIC, title: 'notFound' };
}

export function screenTitle(title: RouteTitle): string {
  return ko.routes[title];
}
