import { AcceptInvitePage } from '../../features/auth/components/accept-invite-page';

export const Component = AcceptInvitePage;
