import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { InvitationsBanner } from '../../features/agency/invitations/InvitationsBanner';
import { ReceivedInvitations } from '../../features/agency/invitations/ReceivedInvitations';
import { COINS_KEY, SESSION_KEY } from '../../features/auth';
import { MyPage } from '../../features/my-page/MyPage';
import { AlertSettingsSection } from '../../features/rank-alerts/AlertSettingsSection';

/** /myPage/*: the my-page feature, given the auth feature's session and the alert settings. */
export function MyPageRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <MyPage
      renderAlerts={() => <AlertSettingsSection />}
      renderInvitations={() => (
        // Accepting puts the member into a group: its session says so from now on.
        <ReceivedInvitations
          onAnswered={() => void queryClient.invalidateQueries({ queryKey: SESSION_KEY })}
        />
      )}
      renderInvitationsBanner={() => <InvitationsBanner />}
      onWithdrawn={(message) => {
        toast.success(message);
        // Leave the guarded page first, then forget the member.
        void Promise.resolve(navigate('/', { replace: true })).then(() => {
          queryClient.setQueryData(SESSION_KEY, null);
          queryClient.removeQueries({ queryKey: COINS_KEY });
        });
      }}
    />
  );
}

export default MyPageRoute;
