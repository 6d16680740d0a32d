import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { InvitationsBanner } from '../../features/agency/invitations/InvitationsBanner';
import { ReceivedInvitations } from '../../features/agency/invitations/ReceivedInvitations';
import { ApiTokensSection } from '../../features/api-tokens/ApiTokensSection';
import { ClientReportsSection } from '../../features/client-reports/ClientReportsSection';
import { McpConnectSection } from '../../features/mcp/McpConnectSection';
import { MyPage } from '../../features/my-page/MyPage';
import { AlertSettingsSection } from '../../features/rank-alerts/AlertSettingsSection';
import { queryKeys } from '../../lib/query-keys';

/** /myPage/*: the my-page feature, given the auth feature's session and the alert settings. */
export function MyPageRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <MyPage
      renderAlerts={() => <AlertSettingsSection />}
      renderApiTokens={() => (
        // The tokens, then how an AI assistant connects with one (issue 44).
        <div className="flex max-w-3xl flex-col gap-10">
          <ApiTokensSection />
          <McpConnectSection />
        </div>
      )}
      renderClientReports={() => <ClientReportsSection />}
      renderInvitations={() => (
        // Accepting puts the member into a group: its session says so from now on.
        <ReceivedInvitations
          onAnswered={() => void queryClient.invalidateQueries({ queryKey: queryKeys.session })}
        />
      )}
      renderInvitationsBanner={() => <InvitationsBanner />}
      onWithdrawn={(message) => {
        toast.success(message);
        // Leave the guarded page first, then forget the member.
        void Promise.resolve(navigate('/', { replace: true })).then(() => {
          queryClient.setQueryData(queryKeys.session, null);
          queryClient.removeQueries({ queryKey: queryKeys.coins.all });
        });
      }}
    />
  );
}

export default MyPageRoute;
