// The console's inbox: what visitors write to the store outside a booking, in one
// list, each with the status an operator sets.

/** Where an inbox item came from: a group enquiry, a requirement form, a contact message, site feedback. */
export const INBOX_SOURCES = ['enquiry', 'requirement', 'contact', 'feedback'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export const INBOX_STATUSES = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};

export const INBOX_SOURCE_LABELS: Readonly<Record<InboxSource, string>> = {
  enquiry: 'Group enquiry',
  requirement: 'Requirement form',
  contact: 'Contact message',
  feedback: 'Site feedback',
};
