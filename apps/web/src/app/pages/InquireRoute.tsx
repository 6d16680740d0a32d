import { useSession } from '../../features/auth';
import { InquirePage } from '../../features/inquiries/InquirePage';

/** /inquire: the inquiry form, prefilled for a signed-in member. */
export function InquireRoute() {
  const { data: user } = useSession();
  return (
    <InquirePage
      key={user?.mbrSn ?? 'guest'}
      defaults={{ name: user?.mbrNm ?? '', email: user?.mbrEmail ?? '' }}
      signedIn={Boolean(user)}
    />
  );
}

export default InquireRoute;
