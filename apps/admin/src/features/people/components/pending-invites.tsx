/**
 * The place for pending invitations (status "invited"): the invitations work (GET /api/admin/invites,
 * invite, resend, revoke) fills it in. Until then it shows nothing, rather than a list that cannot be
 * real. Kept as its own section below the people table so the invites screen plugs in here.
 */
export function PendingInvites() {
  return null;
}
