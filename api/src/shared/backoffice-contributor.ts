import type { ServiceContext } from './context';

/**
 * What a domain module adds to the back office's shared screens. The backoffice module owns the
 * dashboard, search, notification and calendar operations; each module (leads, careers,
 * content, and later applications, tasks and orders) knows its own tables and answers through
 * this interface, registered by the composition root in api/src/schema/backoffice-contributors.ts.
 * Every part is optional.
 */
export interface BackofficeContributor {
  /** Figures, charts and recent activity for the admin dashboard. */
  dashboard?: (ctx: ServiceContext, now: Date) => Promise<DashboardContribution>;
  /**
   * Records whose text matches `pattern`, a LIKE pattern ('%term%', wildcards in the term
   * escaped) meant for `$ilike`; newest first, at most `limit`.
   */
  search?: (ctx: ServiceContext, pattern: string, limit: number) => Promise<SearchHit[]>;
  /** New records staff should look at; `since` is when the viewer last marked them seen. */
  notifications?: (
    ctx: ServiceContext,
    since: Date | null,
    limit: number,
  ) => Promise<NotificationContribution>;
  /** Entries dated within the inclusive range of days ('YYYY-MM-DD'). */
  calendar?: (ctx: ServiceContext, range: DayRange) => Promise<CalendarEntry[]>;
  /**
   * The records a person sent that this module keeps (applications, orders), found by their
   * normalised e-mail addresses and mobile numbers, newest first, at most `limit`: the contact
   * view's history beside the person's leads.
   */
  contactHistory?: (
    ctx: ServiceContext,
    person: ContactDetails,
    limit: number,
  ) => Promise<ContactHistoryEntry[]>;
}

/** A contact's normalised details (lower-case e-mail addresses, 10-digit mobiles). */
export interface ContactDetails {
  emails: string[];
  mobiles: string[];
}

/** One thing a contact sent, as the contact view lists it. */
export interface ContactHistoryEntry {
  kind: string;
  id: number;
  /** What it was: 'Contact message: Website for my bakery', 'Application: Designer'. */
  title: string;
  /** Its status, in staff's words. */
  status: string;
  /** Where the person came from that time (common/attribution.ts); null when unknown. */
  source: string | null;
  at: Date;
  link: string;
}

export type FigureUnit = 'COUNT' | 'RUPEES';

export interface DashboardFigure {
  key: string;
  label: string;
  value: number;
  unit: FigureUnit;
  /** A figure to compare with, such as last week's. */
  comparison?: { label: string; value: number } | undefined;
}

/** One series of labelled values, drawn as bars; the web app also shows it as a table. */
export interface DashboardChart {
  key: string;
  title: string;
  /** Says what the values are, for the table alternative ('Leads per day'). */
  valueLabel: string;
  /** What the points' labels are, for the table alternative; 'Period' when absent. */
  categoryLabel?: string | undefined;
  unit: FigureUnit;
  points: { label: string; value: number }[];
}

export interface ActivityItem {
  kind: string;
  title: string;
  detail: string;
  at: Date;
  link: string;
}

export interface DashboardContribution {
  figures?: DashboardFigure[];
  charts?: DashboardChart[];
  activity?: ActivityItem[];
}

export interface SearchHit {
  kind: string;
  id: number;
  title: string;
  detail: string;
  link: string;
  at: Date;
}

/** A record for the bell: the same fields as a search hit, plus whether the viewer saw it. */
export interface NotificationItem extends SearchHit {
  unseen: boolean;
}

export interface NotificationContribution {
  /** How many records arrived since `since` and still wait for staff. */
  unseenCount: number;
  /** The latest waiting records, newest first. */
  items: NotificationItem[];
}

export interface DayRange {
  from: string;
  to: string;
}

export type CalendarEntryKind = 'TASK' | 'RESCHEDULE';

export interface CalendarEntry {
  kind: CalendarEntryKind;
  id: number;
  /** A short reference staff use, such as 'T-000123'. */
  code: string;
  title: string;
  /** The day it is due, 'YYYY-MM-DD'. */
  date: string;
  /** For a reschedule, the day it was due before. */
  previousDate?: string | null | undefined;
  status: string;
  assignee?: string | null | undefined;
  link: string;
}
