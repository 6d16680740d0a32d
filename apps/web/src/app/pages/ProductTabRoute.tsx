import { useSession } from '../../features/auth';
import { ProductTabPage } from '../../features/product-tab/ProductTabPage';

/** Spec 01 §2.4: only managers and agency members may use the agency index check. */
export default function ProductTabRoute() {
  const { data: user } = useSession();
  const role = user?.mbrAtrbCd;
  return <ProductTabPage canUseAgencyTools={role === 'MNGR_MBR' || role === 'MNPY_MBR'} />;
}
