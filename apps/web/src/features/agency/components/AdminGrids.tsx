// AG Grid Community for the admin screens. This module is loaded lazily (React.lazy from
// AdminMembersScreen and PayHistoryDialog), so the grid never reaches the first-load bundle, and it
// registers only the modules these two grids use.
import { useMemo, useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  type ColDef,
  type CellKeyDownEvent,
  DateFilterModule,
  type IDatasource,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  TextFilterModule,
  TooltipModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community';
import { CirclePlus, ReceiptText } from 'lucide-react';
import { toast } from 'sonner';
import * as ko from '@seller/shared/messages/sections';
import { formatNumber, kstStamp } from '@seller/shared/rules/kst';
import type {
  MemberFilterModel,
  MemberGroupRow,
  MemberListAnswer,
  MemberListBody,
  MemberSortColumn,
} from '@seller/shared/schemas/members';
import { Button } from '../../../components/ui/Button';
import { useIsPhone } from '../../../lib/use-media-query';
import type { HistoryRow } from '../api/agency-api';
import { copyText } from '../copy';

ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  ClientSideRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  LocaleModule,
  CellStyleModule,
  // The full e-mail and company name of a cell cut short.
  TooltipModule,
  // Explains a missing module or a wrong option in the console while developing.
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

const t = ko.memberAdminUi;
const theme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  accentColor: '#2563eb',
  borderRadius: 8,
  wrapperBorderRadius: 12,
  // 12 px either side instead of 16: the member grid's columns fit a 1366 px screen.
  cellHorizontalPadding: 12,
});

const stamp = (iso: string | null | undefined) => (iso ? kstStamp(new Date(iso)) : '');
const num = (n: number | null | undefined) => formatNumber(n);

const textFilter = {
  filter: 'agTextColumnFilter',
  filterParams: { filterOptions: ['contains', 'equals', 'startsWith'], maxNumConditions: 1 },
};
const numberFilter = {
  filter: 'agNumberColumnFilter',
  filterParams: {
    filterOptions: ['equals', 'greaterThanOrEqual', 'lessThanOrEqual', 'inRange'],
    maxNumConditions: 1,
  },
};
const dateFilter = {
  filter: 'agDateColumnFilter',
  filterParams: { filterOptions: ['equals', 'greaterThan', 'lessThan', 'inRange'], maxNumConditions: 1 },
};

/** Ctrl+C (⌘C) on a cell copies what the cell shows and says so for one second (spec 01 §2.11). */
function onCopyKey<T>(shown: (colId: string, data: T) => string | null) {
  return (e: CellKeyDownEvent<T>) => {
    const key = e.event as KeyboardEvent | null | undefined;
    if (!key || !(key.ctrlKey || key.metaKey) || key.key.toLowerCase() !== 'c' || !e.data) return;
    const text = shown(e.column.getColId(), e.data);
    if (text === null) return;
    key.preventDefault();
    void copyText(text).then((ok) => {
      if (ok) toast(t.copied, { duration: 1000, id: 'grid-copied' });
      else toast.error(t.copyFailed);
    });
  };
}

interface MemberGridProps {
  mode: 'agency' | 'members';
  /** The filter panel's last search (a new object reloads the grid from the first row). */
  search: MemberListBody;
  /** Bumped after a grant or a cancellation to reload the rows shown. */
  reloadKey: number;
  fetchPage: (body: MemberListBody, signal?: AbortSignal) => Promise<MemberListAnswer>;
  canGrant: boolean;
  /** Shown in the grid (its no-rows overlay) when the search finds no one. */
  emptyText: string;
  /** Every answered page: the total and the query the grid sent (filter, sort, column filters). */
  onLoaded: (total: number, query: MemberListBody) => void;
  onFailed: (error: unknown) => void;
  onHistory: (row: MemberGroupRow) => void;
  onAddCoins: (row: MemberGroupRow) => void;
}

function shownMemberCell(colId: string, r: MemberGroupRow): string | null {
  switch (colId) {
    case 'rowNum':
      return num(r.rowNum);
    case 'mbrEmail':
      return r.mbrEmail;
    case 'companyNm':
      return r.companyNm ?? '';
    case 'sartGroupDt':
      return stamp(r.sartGroupDt);
    case 'productCnt':
    case 'sellerCoinCnt':
    case 'selcoinIngCnt':
    case 'totAmountSelCoin':
      return num(r[colId]);
    default:
      return null;
  }
}

/** The grid's own no-rows overlay with the screen's empty text (one message, not two). */
function EmptyOverlay({ text }: { text: string }) {
  return (
    <p data-testid="admin-grid-empty" role="status" className="px-4 text-base font-semibold text-slate-600">
      {text}
    </p>
  );
}

/** Spec 01 §9: the phone layout at 768 px or less. */

/**
 * The agency / member list: infinite row model, every sort and filter answered by the server.
 *
 * Width: the action buttons are pinned right, so they stay in view however the rest scrolls; the
 * e-mail, company and total columns share what is left (down to their minimum, then the middle
 * scrolls sideways): the whole grid fits from about 1,230 px of content (1,248 on a 1366 px screen). On a phone
 * the two buttons become icon buttons in one pinned 관리 column and 번호 is left out.
 */
function MemberGrid(props: MemberGridProps) {
  const { mode, search, reloadKey, fetchPage, canGrant, emptyText } = props;
  const handlers = useRef(props);
  handlers.current = props;
  const phone = useIsPhone();

  const columns = useMemo<ColDef<MemberGroupRow>[]>(() => {
    const historyButton = (r: MemberGroupRow) => (
      <Button
        size="sm"
        variant="outline"
        data-testid="open-pay-history"
        aria-label={phone ? t.payHistoryButton : undefined}
        title={phone ? t.payHistoryButton : undefined}
        className={phone ? 'size-8 px-0' : 'px-2.5'}
        onClick={() => handlers.current.onHistory(r)}
      >
        {phone ? <ReceiptText aria-hidden="true" className="size-4" /> : t.payHistoryButton}
      </Button>
    );
    const addButton = (r: MemberGroupRow) => (
      <Button
        size="sm"
        variant="secondary"
        data-testid="open-add-coins"
        disabled={!canGrant}
        aria-label={phone ? t.addCoinButton : undefined}
        title={canGrant ? (phone ? t.addCoinButton : undefined) : t.addCoinManagerOnly}
        className={phone ? 'size-8 px-0' : 'px-2.5'}
        onClick={() => handlers.current.onAddCoins(r)}
      >
        {phone ? <CirclePlus aria-hidden="true" className="size-4" /> : t.addCoinButton}
      </Button>
    );
    const action = { sortable: false, resizable: false, pinned: 'right' as const };
    return [
      ...(phone
        ? []
        : [
            {
              colId: 'rowNum',
              field: 'rowNum',
              headerName: t.columns.rowNum,
              width: 64,
              valueFormatter: (p) => num(p.value as number),
              cellClass: 'tabular-nums',
            } satisfies ColDef<MemberGroupRow>,
          ]),
      {
        colId: 'mbrEmail',
        field: 'mbrEmail',
        headerName: t.columns.mbrEmail,
        flex: 2,
        minWidth: phone ? 180 : 170,
        tooltipField: 'mbrEmail',
        ...textFilter,
      },
      {
        colId: 'companyNm',
        field: 'companyNm',
        headerName: t.columns.companyNm,
        flex: 1,
        minWidth: 130,
        tooltipField: 'companyNm',
        ...textFilter,
      },
      {
        colId: 'sartGroupDt',
        field: 'sartGroupDt',
        headerName: mode === 'agency' ? t.columns.sartGroupDtAgency : t.columns.sartGroupDtMember,
        width: 128,
        valueFormatter: (p) => stamp(p.value as string | null),
        ...dateFilter,
      },
      ...(['productCnt', 'sellerCoinCnt', 'selcoinIngCnt'] as const).map((f): ColDef<MemberGroupRow> => ({
        colId: f,
        field: f,
        headerName: t.columns[f],
        width: f === 'productCnt' ? 120 : 104,
        type: 'rightAligned',
        valueFormatter: (p) => num(p.value as number),
        ...numberFilter,
      })),
      {
        colId: 'totAmountSelCoin',
        field: 'totAmountSelCoin',
        headerName: t.columns.totAmountSelCoin,
        flex: 1,
        minWidth: 168,
        type: 'rightAligned',
        valueFormatter: (p) => num(p.value as number),
        cellRenderer: (p: { data?: MemberGroupRow }) =>
          p.data ? (
            <span title={t.totalParts(num(p.data.amountSelCoin), num(p.data.totSvSellCoin))}>
              <span className="font-semibold tabular-nums">{num(p.data.totAmountSelCoin)}</span>{' '}
              <span className="text-xs text-slate-500">
                ({t.totalParts(num(p.data.amountSelCoin), num(p.data.totSvSellCoin))})
              </span>
            </span>
          ) : null,
        ...numberFilter,
      },
      ...(phone
        ? [
            {
              ...action,
              colId: 'actions',
              headerName: t.actionsColumn,
              width: 92,
              cellRenderer: (p: { data?: MemberGroupRow }) =>
                p.data ? (
                  <span className="flex h-full items-center gap-1.5">
                    {historyButton(p.data)}
                    {addButton(p.data)}
                  </span>
                ) : null,
            } satisfies ColDef<MemberGroupRow>,
          ]
        : [
            {
              ...action,
              colId: 'payHistory',
              headerName: t.columns.payHistory,
              width: 128,
              cellRenderer: (p: { data?: MemberGroupRow }) => (p.data ? historyButton(p.data) : null),
            } satisfies ColDef<MemberGroupRow>,
            {
              ...action,
              colId: 'addCoin',
              headerName: t.columns.addCoin,
              width: 96,
              cellRenderer: (p: { data?: MemberGroupRow }) => (p.data ? addButton(p.data) : null),
            } satisfies ColDef<MemberGroupRow>,
          ]),
    ];
  }, [mode, canGrant, phone]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (p) => {
        const pageSize = p.endRow - p.startRow;
        const body: MemberListBody = {
          ...search,
          pageNum: Math.floor(p.startRow / pageSize) + 1,
          pageSize,
          sortModel: p.sortModel.map((s) => ({ colId: s.colId as MemberSortColumn, sort: s.sort })),
          filterModel: p.filterModel as MemberFilterModel,
        };
        fetchPage(body).then(
          (answer) => {
            p.successCallback(answer.userGroupList, answer.total);
            handlers.current.onLoaded(answer.total, body);
          },
          (error: unknown) => {
            p.failCallback();
            handlers.current.onFailed(error);
          },
        );
      },
    }),
    // reloadKey: a new datasource makes the grid fetch again from the first row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, fetchPage, reloadKey],
  );

  return (
    <div style={{ height: 400 }} data-testid="admin-grid">
      <AgGridReact<MemberGroupRow>
        theme={theme}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={100}
        maxBlocksInCache={20}
        columnDefs={columns}
        defaultColDef={{ sortable: true, resizable: true, suppressHeaderMenuButton: false }}
        localeText={ko.adminGridLocale}
        noRowsOverlayComponent={EmptyOverlay}
        noRowsOverlayComponentParams={{ text: emptyText }}
        tooltipShowDelay={300}
        tooltipShowMode="whenTruncated"
        getRowId={(p) => String(p.data.userMbrSn)}
        onCellKeyDown={onCopyKey(shownMemberCell)}
        // Few columns: render them all, so every button is in the page however it is scrolled.
        suppressColumnVirtualisation
      />
    </div>
  );
}

export interface HistoryGridProps {
  rows: HistoryRow[];
  canCancel: boolean;
  onCancel: (row: HistoryRow) => void;
}

function shownHistoryCell(colId: string, r: HistoryRow): string | null {
  switch (colId) {
    case 'pgStatus':
      return t.pgStatus[r.pgStatus] ?? r.pgStatus;
    case 'cancelFlag':
      return r.cancelFlag;
    case 'coinRgstDt':
      return stamp(r.coinRgstDt);
    case 'cancelDate':
      return stamp(r.cancelDate);
    case 'amountSelCoin':
    case 'svSellCoin':
    case 'cancelCoinCnt':
      return num(r[colId]);
    case 'cancelAmount':
      return `${num(r.cancelAmount)}${ko.common.won}`;
    case 'coinMemoHist':
      return r.coinMemoHist;
    default:
      return null;
  }
}

/** The pay-history grid (500 px): purchases and grants, newest first. */
export function HistoryGrid({ rows, canCancel, onCancel }: HistoryGridProps) {
  const handlers = useRef({ onCancel });
  handlers.current = { onCancel };
  const columns = useMemo<ColDef<HistoryRow>[]>(
    () => [
      {
        colId: 'pgStatus',
        field: 'pgStatus',
        headerName: t.historyColumns.pgStatus,
        width: 110,
        valueFormatter: (p) => t.pgStatus[p.value as string] ?? String(p.value),
      },
      { colId: 'cancelFlag', field: 'cancelFlag', headerName: t.historyColumns.cancelFlag, width: 90 },
      {
        colId: 'coinRgstDt',
        field: 'coinRgstDt',
        headerName: t.historyColumns.coinRgstDt,
        width: 135,
        valueFormatter: (p) => stamp(p.value as string),
      },
      ...(['amountSelCoin', 'svSellCoin'] as const).map((f): ColDef<HistoryRow> => ({
        colId: f,
        field: f,
        headerName: t.historyColumns[f],
        width: 100,
        type: 'rightAligned',
        valueFormatter: (p) => num(p.value as number),
      })),
      {
        colId: 'coinMemoHist',
        field: 'coinMemoHist',
        headerName: t.historyColumns.coinMemoHist,
        minWidth: 140,
        flex: 1,
      },
      {
        colId: 'cancelCoinCnt',
        field: 'cancelCoinCnt',
        headerName: t.historyColumns.cancelCoinCnt,
        width: 100,
        type: 'rightAligned',
        valueFormatter: (p) => num(p.value as number | null),
      },
      {
        colId: 'cancelDate',
        field: 'cancelDate',
        headerName: t.historyColumns.cancelDate,
        width: 135,
        valueFormatter: (p) => stamp(p.value as string | null),
      },
      {
        colId: 'cancelAmount',
        field: 'cancelAmount',
        headerName: t.historyColumns.cancelAmount,
        width: 120,
        type: 'rightAligned',
        valueFormatter: (p) => `${num(p.value as number | null)}${ko.common.won}`,
      },
      {
        colId: 'cancel',
        headerName: t.historyColumns.cancel,
        width: 120,
        sortable: false,
        filter: false,
        cellRenderer: (p: { data?: HistoryRow }) => {
          const r = p.data;
          // Purchases and grants (관리자 지급) can be cancelled; a mismatched payment cannot.
          if (!r || r.pgStatus === 'MISMATCH') return null;
          if (r.cancelFlag === 'Y') {
            return (
              <Button size="sm" variant="outline" disabled data-testid="cancel-done">
                {t.cancelDone}
              </Button>
            );
          }
          const busy = r.pgStatus === 'CANCELLING';
          // Refunded in part in the PortOne console: the rest is refunded there too.
          const inConsole = r.pgStatus === 'PARTIAL_CANCELLED';
          return (
            <Button
              size="sm"
              variant="danger"
              data-testid="cancel-charge"
              disabled={!canCancel || busy || inConsole}
              title={canCancel ? (inConsole ? t.cancelInConsole : undefined) : t.cancelManagerOnly}
              onClick={() => handlers.current.onCancel(r)}
            >
              {t.cancelButton}
            </Button>
          );
        },
      },
    ],
    [canCancel],
  );
  return (
    <div style={{ height: 500 }} data-testid="pay-history-grid">
      <AgGridReact<HistoryRow>
        theme={theme}
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: true, resizable: true }}
        localeText={ko.adminGridLocale}
        getRowId={(p) => p.data.selCoinUseSn}
        onCellKeyDown={onCopyKey(shownHistoryCell)}
        suppressColumnVirtualisation
      />
    </div>
  );
}

export default MemberGrid;
