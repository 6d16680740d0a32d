import { toast } from 'sonner';
import { Copy, ExternalLink, MapPin } from 'lucide-react';
import * as ko from '@seller/shared/messages/sections';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { mapUrl } from '../api/place-rank-api';
import type { PlaceView } from '../model/view-model';

const t = ko.placeRankUi;
/** Spec 01 §9: the copy toast shows for 1 s. */
const COPY_TOAST_MS = 1_000;

/** The address popup: road address, copy, and the place on the map. */
export function AddressDialog({ place, onClose }: { place: PlaceView; onClose: () => void }) {
  const address = place.roadAddress;
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t.copied, { duration: COPY_TOAST_MS });
    } catch {
      toast.error(t.copyFailed);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.addressTitle}
      footer={
        <>
          <Button asChild variant="outline">
            <a
              href={mapUrl(place.placeId)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="address-map"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t.openMap}
              <span className="sr-only">{ko.ui.externalLink}</span>
            </a>
          </Button>
          <Button onClick={() => void copy()} disabled={!address} data-testid="address-copy">
            <Copy aria-hidden="true" className="size-4" />
            {t.copyAddress}
          </Button>
        </>
      }
    >
      <p className="mt-1 text-sm text-slate-500">{place.name ?? t.unnamed}</p>
      <div className="mt-4 flex items-start gap-2 rounded-xl bg-slate-50 p-4">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div className="min-w-0">
          <p className="text-[12px] font-semibold text-slate-500">{t.roadAddress}</p>
          <p
            className="mt-0.5 text-[15px] font-medium break-keep text-slate-900 select-all"
            data-testid="address-text"
          >
            {address ?? t.noAddress}
          </p>
        </div>
      </div>
    </Dialog>
  );
}
