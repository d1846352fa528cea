import { leadStatusSchema, type LeadStatus } from '@sitenet/api-client';

/** The two lists of the Leads page: the leads and the newsletter subscribers. */
export type LeadsView = 'leads' | 'newsletter';

export interface LeadsUrlState {
  view: LeadsView;
  /** `?status=new` is the menu's "New leads" link (SPEC 2.2). */
  status: LeadStatus | undefined;
  q: string;
  /** The lead open in the drawer. */
  lead: number | undefined;
}

export function readLeadsUrlState(params: URLSearchParams): LeadsUrlState {
  const status = leadStatusSchema.safeParse(params.get('status'));
  const lead = Number(params.get('lead'));
  return {
    view: params.get('view') === 'newsletter' ? 'newsletter' : 'leads',
    status: status.success ? status.data : undefined,
    q: params.get('q') ?? '',
    lead: Number.isInteger(lead) && lead > 0 ? lead : undefined,
  };
}

/** Only what differs from the defaults goes into the URL, so links stay short. */
export function writeLeadsUrlState(state: LeadsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view === 'newsletter') params.set('view', 'newsletter');
  if (state.status) params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.lead) params.set('lead', String(state.lead));
  return params;
}
