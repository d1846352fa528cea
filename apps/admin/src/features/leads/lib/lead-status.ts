import { LEAD_STATUSES, type LeadStatus } from '@sitenet/api-client';

const LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

const COLORS: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'yellow',
  won: 'green',
  lost: 'gray',
  spam: 'red',
};

export const statusLabel = (status: LeadStatus): string => LABELS[status];
export const statusColor = (status: LeadStatus): string => COLORS[status];

export const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LABELS[value] }));

/** The contact form's subjects as the console shows them. */
const SUBJECTS: Record<string, string> = {
  general: 'General inquiry',
  services: 'Services',
  consultation: 'Consultation',
  support: 'Support',
  partnership: 'Partnership',
};
export const subjectLabel = (subject: string): string => SUBJECTS[subject] ?? subject;
