import { c, table } from './columns.ts';

/**
 * The proxy's tables, written once for both engines: `migrate.ts` makes what a store lacks of them on start, and
 * `tables.ts` derives the row types from them. Times are ISO 8601 text on both engines, so they sort and compare
 * the same. A column added to a table that stores already hold must allow null or have a default.
 */
export const TABLES = {
  /** Every call that costs or may cost credits, with its outcome; reservations while a paid call is in flight. */
  ledger: table(
    {
      id: c.id(),
      at: c.text(),
      area: c.text(),
      op: c.text(),
      target: c.text().nullable(),
      credits: c.int().nullable(),
      /** the credits are the bound, until the real cost is known */
      estimated: c.bool().default(0),
      money_amount: c.real().nullable(),
      money_currency: c.text().nullable(),
      status: c.int(),
      outcome: c.oneOf(['ok', 'failed', 'cache', 'refused', 'reserved', 'unknown']),
      /** what a later read needs to reconcile a reservation */
      detail: c.json<unknown>().nullable(),
      /** who spent it (people.id; 'local' on a loopback server); null on rows older than people, and on runs */
      person_id: c.text().nullable(),
      /** the request that spent it (the activity log's row of the same request) */
      request_id: c.text().nullable(),
    },
    {
      indexes: {
        ledger_at: ['at'],
        ledger_open: ['outcome', 'op'],
        ledger_person: ['person_id', 'at'],
        // the activity log reads a request's credits from here when it is shown
        ledger_request: ['request_id'],
      },
    },
  ),
  answer_cache: table({
    key: c.text().primaryKey(),
    op: c.text(),
    status: c.int(),
    content_type: c.text(),
    body: c.blob(),
    stored_at: c.text(),
    expires_at: c.text(),
  }),
  /** Which audit a paid audit row of the ledger is for, until its crawl ends and its real cost is known. */
  audit_charges: table(
    {
      ledger_id: c.int().primaryKey(),
      audit_id: c.text(),
      op: c.text(),
      kind: c.oneOf(['create', 'recheck']),
      max_pages: c.int().nullable(),
      upper_bound: c.int().nullable(),
      running_seen: c.int().default(0),
      recorded_at: c.text(),
      pages: c.int().nullable(),
      settled_at: c.text().nullable(),
    },
    { indexes: { audit_charges_audit: ['audit_id'] } },
  ),
  /** Pages of each audit's latest finished crawl seen in a status read: what a recheck of it may cost. */
  audit_pages: table({
    audit_id: c.text().primaryKey(),
    pages: c.int(),
    seen_at: c.text(),
  }),
  /** Every date an audit has a crawl snapshot on, as the proxy learns them from free reads. */
  audit_dates: table(
    {
      audit_id: c.text(),
      date: c.text(),
      source: c.text<'status' | 'report' | 'list' | 'history'>(),
      first_seen_at: c.text(),
    },
    { primaryKey: ['audit_id', 'date'] },
  ),
  serp_archive: table(
    {
      task_id: c.text(),
      kind: c.oneOf(['standard', 'advanced']),
      body: c.blob(),
      keyword: c.text().nullable(),
      device: c.text().nullable(),
      location_id: c.text().nullable(),
      language_code: c.text().nullable(),
      crawled_at: c.text().nullable(),
      stored_at: c.text(),
    },
    { primaryKey: ['task_id', 'kind'] },
  ),
  annotations: table(
    {
      id: c.id(),
      site_id: c.int(),
      date: c.text(),
      label: c.text(),
      note: c.text().nullable(),
      created_at: c.text(),
      updated_at: c.text(),
    },
    { indexes: { annotations_site: ['site_id', 'date'] } },
  ),
  shares: table(
    {
      id: c.id(),
      site_id: c.int(),
      label: c.text().nullable(),
      created_at: c.text(),
      expires_at: c.text(),
      revoked_at: c.text().nullable(),
      /** the report's view (see share-view.ts, which checks it on read); null on links made before views were kept */
      view: c.json<unknown>().nullable(),
    },
    { indexes: { shares_site: ['site_id', 'created_at'] } },
  ),
  positions_sites: table({
    site_id: c.int().primaryKey(),
    domain: c.text(),
    subdomains: c.bool().default(0),
    cadence: c.oneOf(['daily', 'weekly']).default('daily'),
    hour: c.int().check('hour BETWEEN 0 AND 23').default(6),
    weekday: c.int().check('weekday BETWEEN 0 AND 6').default(1),
    schedule_at: c.text(),
  }),
  positions_keywords: table(
    {
      id: c.id(),
      site_id: c.int(),
      keyword: c.text(),
      location_id: c.int(),
      language_code: c.text(),
      device: c.oneOf(['desktop', 'mobile']),
      search_engine: c.text(),
      tags: c.json<string[]>().default('[]'),
      created_at: c.text(),
    },
    { unique: [['site_id', 'keyword', 'location_id', 'language_code', 'device', 'search_engine']] },
  ),
  /** One row per run; UNIQUE (site_id, slot) is the lease: the process whose insert wins runs the slot. */
  positions_runs: table(
    {
      id: c.id(),
      site_id: c.int(),
      /** a scheduled slot (ISO time) or `manual:<ISO time>` */
      slot: c.text(),
      kind: c.oneOf(['scheduled', 'manual']),
      status: c.oneOf(['running', 'finished']),
      outcome: c.oneOf(['done', 'skipped-budget', 'failed']).nullable(),
      message: c.text().nullable(),
      keywords: c.int().default(0),
      started_at: c.text(),
      finished_at: c.text().nullable(),
      /** the process working on a running run, and until when: a run whose lease lapsed is taken over */
      owner: c.text().nullable(),
      lease_until: c.text().nullable(),
      /** the ledger row holding the run's whole cost against the budget while its tasks are queued */
      hold_id: c.int().nullable(),
    },
    { unique: [['site_id', 'slot']] },
  ),
  /**
   * Each keyword of a running run and how far it got, so that another process can take the run over without
   * paying twice: `todo` (not asked yet), `sending` (its task call may have gone out), `queued` (its task id is
   * known), `recorded`, `refused` (not queued: `note` says why). The rows go when the run finishes.
   */
  positions_run_keywords: table(
    {
      run_id: c.int(),
      keyword_id: c.int(),
      state: c.oneOf(['todo', 'sending', 'queued', 'recorded', 'refused']),
      task_id: c.text().nullable(),
      sent_at: c.text().nullable(),
      note: c.text().nullable(),
    },
    { primaryKey: ['run_id', 'keyword_id'] },
  ),
  positions_days: table(
    {
      keyword_id: c.int(),
      day: c.text(),
      position: c.int().nullable().check('position IS NULL OR position > 0'),
      url: c.text().nullable(),
      top10: c.json<string[]>().default('[]'),
      task_id: c.text().nullable(),
      checked_at: c.text(),
    },
    { primaryKey: ['keyword_id', 'day'] },
  ),
  /** Demo data seeded once per store: a row per seed's name. */
  positions_seeds: table({
    name: c.text().primaryKey(),
    at: c.text(),
  }),
  /** Paid calls in flight across replicas: one row per cache key while its one upstream call is out. */
  pending_calls: table({
    key: c.text().primaryKey(),
    owner: c.text(),
    started_at: c.text(),
    /** renewed while the owner lives (its wall clock); null on rows written before it existed */
    beat_at: c.text().nullable(),
    /** the reservation the call holds in the ledger, once made */
    ledger_id: c.int().nullable(),
    /** when the call left for the service: a call of a dead owner that never left was not done */
    sent_at: c.text().nullable(),
  }),
  /** Start times given out toward one upstream key, shared by every replica (the pace). */
  pace_slots: table(
    {
      id: c.id(),
      pace: c.text(),
      at_ms: c.bigint(),
    },
    { indexes: { pace_slots_at: ['pace', 'at_ms'] } },
  ),
  /**
   * The group each site was last moved into through this dashboard (server/groups/group-sites.ts): the service
   * lists no group's sites, so this is all that can be shown of them. A later move replaces the row; a deleted
   * group's rows go.
   */
  group_sites: table(
    {
      site_id: c.int().primaryKey(),
      /** as the group list names it (a string there) */
      group_id: c.text(),
      moved_at: c.text(),
    },
    { indexes: { group_sites_group: ['group_id'] } },
  ),
  /** A team sign-in session ended before its expiry (team-sessions.ts); dropped once past it. */
  team_sessions_ended: table({
    id: c.text().primaryKey(),
    expires_at: c.text(),
  }),
  /**
   * The team's people (server/people/): the authentication library's user, with what this dashboard adds. Times
   * are ISO text as everywhere in the store; the library is told so (people/auth.ts).
   */
  people: table(
    {
      id: c.text().primaryKey(),
      email: c.text(),
      name: c.text(),
      email_verified: c.bool().default(0),
      image: c.text().nullable(),
      created_at: c.text(),
      updated_at: c.text(),
      role: c.oneOf(['owner', 'admin', 'editor', 'viewer', 'client']),
      /** the sites a client may see (ids); empty for every other role */
      sites: c.json<number[]>().default('[]'),
      /** credits this person may spend per UTC day and per month; null: only the team's budget applies */
      daily_credits: c.int().nullable(),
      monthly_credits: c.int().nullable(),
      active: c.bool().default(1),
      last_sign_in_at: c.text().nullable(),
    },
    { unique: [['email']] },
  ),
  /** Sign-in sessions, one row each, read on every request so that an ended one is refused on every replica. */
  people_sessions: table(
    {
      id: c.text().primaryKey(),
      token: c.text(),
      user_id: c.text(),
      expires_at: c.text(),
      created_at: c.text(),
      updated_at: c.text(),
      ip_address: c.text().nullable(),
      user_agent: c.text().nullable(),
    },
    { unique: [['token']], indexes: { people_sessions_user: ['user_id'] } },
  ),
  /** How a person signs in: a password (hashed by the library) or an OpenID Connect provider's account. */
  people_accounts: table(
    {
      id: c.text().primaryKey(),
      account_id: c.text(),
      provider_id: c.text(),
      user_id: c.text(),
      access_token: c.text().nullable(),
      refresh_token: c.text().nullable(),
      id_token: c.text().nullable(),
      access_token_expires_at: c.text().nullable(),
      refresh_token_expires_at: c.text().nullable(),
      scope: c.text().nullable(),
      password: c.text().nullable(),
      created_at: c.text(),
      updated_at: c.text(),
    },
    { indexes: { people_accounts_user: ['user_id'] } },
  ),
  /** The library's one-use values (an OpenID Connect sign-in's state). */
  people_verifications: table(
    {
      id: c.text().primaryKey(),
      identifier: c.text(),
      value: c.text(),
      expires_at: c.text(),
      created_at: c.text(),
      updated_at: c.text(),
    },
    { indexes: { people_verifications_identifier: ['identifier'] } },
  ),
  /**
   * One-use invitations: the link's token is kept only as its digest, so the store cannot hand a link out again;
   * `used_at` is set once, in the same statement that checks it was not (two clicks, one account).
   */
  people_invitations: table(
    {
      digest: c.text().primaryKey(),
      person_id: c.text(),
      made_by: c.text().nullable(),
      made_at: c.text(),
      expires_at: c.text(),
      used_at: c.text().nullable(),
    },
    { indexes: { people_invitations_person: ['person_id'] } },
  ),
  /**
   * Who did what (server/activity/): sign-ins, writes, paid calls, refusals, changes of people and share links.
   * `email` is the person's as it was then; a paid call's credits are read from its ledger rows (same
   * `request_id`) when the log is shown, so a settled cost shows as settled. Kept 400 days.
   */
  activity: table(
    {
      id: c.id(),
      at: c.text(),
      person_id: c.text().nullable(),
      email: c.text().nullable(),
      action: c.text(),
      /** the operation's id (lib/operations.ts), or `METHOD /api/local/path` */
      operation: c.text().nullable(),
      site_id: c.int().nullable(),
      /** credits the event itself names; a paid call's come from the ledger */
      credits: c.int().nullable(),
      outcome: c.text(),
      request_id: c.text().nullable(),
      /** what else the event says (a refusal's status); text, where the ledger's `detail` of the same name is JSON */
      note: c.text().nullable(),
    },
    {
      indexes: {
        activity_at: ['at'],
        activity_email: ['email', 'at'],
        activity_action: ['action', 'at'],
      },
    },
  ),
  /** Mail kept instead of sent when no SMTP server is configured (server/mail/), shown in the dashboard's outbox. */
  outbox: table(
    {
      id: c.id(),
      at: c.text(),
      from: c.text(),
      /** its To list (not `to`: the store's plugin reads a column name as JSON in every row, and `to` is a common alias) */
      recipients: c.json<string[]>(),
      subject: c.text(),
      html: c.text(),
      text: c.text(),
      /** bytes of the whole message as composed */
      size: c.int(),
    },
    { indexes: { outbox_at: ['at'] } },
  ),
  /** An outbox message's attached files, `n` their place in it; the bytes as base64 text. */
  outbox_attachments: table(
    {
      outbox_id: c.int(),
      n: c.int(),
      filename: c.text(),
      content_type: c.text(),
      size: c.int(),
      /** an image the HTML body shows in place (`cid:`) */
      cid: c.text().nullable(),
      content: c.text(),
    },
    { primaryKey: ['outbox_id', 'n'] },
  ),
  /** Scheduled client reports (server/reports/): a site's report mailed daily, weekly or monthly in its own zone. */
  report_schedules: table(
    {
      id: c.id(),
      site_id: c.int(),
      frequency: c.oneOf(['daily', 'weekly', 'monthly']),
      /** 1 = Monday … 7 = Sunday (weekly) */
      weekday: c.int().nullable(),
      /** 1–28 (monthly) */
      day: c.int().nullable(),
      hour: c.int().check('hour BETWEEN 0 AND 23'),
      time_zone: c.text(),
      range_days: c.int(),
      sections: c.json<string[]>().nullable(),
      engine_id: c.int().nullable(),
      recipients: c.json<string[]>(),
      subject: c.text().nullable(),
      message: c.text().nullable(),
      enabled: c.bool().default(1),
      created_at: c.text(),
      created_by: c.text().nullable(),
      updated_at: c.text(),
      /** when it was last switched on: slots before it are never sent */
      enabled_at: c.text().nullable(),
    },
    { indexes: { report_schedules_site: ['site_id'] } },
  ),
  /**
   * Each send of a schedule, a job under a lease: UNIQUE (schedule_id, slot) makes the insert that claims a slot
   * the one that sends it, so a slot is never mailed twice; a lapsed lease (its process died) is taken over.
   */
  report_deliveries: table(
    {
      id: c.id(),
      schedule_id: c.int(),
      /** the slot (ISO time) or `now:<ISO time>` for "Send now" */
      slot: c.text(),
      state: c.oneOf(['queued', 'sending', 'sent', 'retrying', 'failed']),
      attempts: c.int().default(0),
      next_try_at: c.text().nullable(),
      lease_owner: c.text().nullable(),
      lease_until: c.text().nullable(),
      recipients: c.json<string[]>().default('[]'),
      error: c.text().nullable(),
      size: c.int().nullable(),
      outbox_id: c.int().nullable(),
      at: c.text(),
      sent_at: c.text().nullable(),
    },
    {
      unique: [['schedule_id', 'slot']],
      indexes: { report_deliveries_state: ['state', 'next_try_at'] },
    },
  ),
  /** The agency's brand (server/brand/): one row, `id` 1, applied to everything a client sees. */
  branding: table({
    id: c.int().primaryKey(),
    name: c.text(),
    accent: c.text(),
    /** a data URL: a PNG, or an SVG drawn to a PNG on the server */
    logo: c.text().nullable(),
    reply_to: c.text().nullable(),
    footer: c.text().nullable(),
    updated_at: c.text(),
    /** people.id of who set it ('local' on a loopback server) */
    updated_by: c.text().nullable(),
  }),
  /** A client's logo per site, drawn beside the agency's on that site's report. */
  site_brands: table({
    site_id: c.int().primaryKey(),
    logo: c.text(),
    updated_at: c.text(),
  }),
  /** Where alerts go (server/alerts/): an email address, a Slack-compatible incoming webhook or a signed webhook. */
  alert_channels: table({
    id: c.id(),
    kind: c.oneOf(['webhook', 'slack', 'email']),
    name: c.text().nullable(),
    url: c.text().nullable(),
    address: c.text().nullable(),
    /** the webhook's signing secret: kept here, never answered */
    secret: c.text().nullable(),
    muted: c.bool().default(0),
    created_at: c.text(),
    created_by: c.text().nullable(),
  }),
  /** What to watch: a metric of one site (or every site, `site_id` null) against a threshold. */
  alert_rules: table(
    {
      id: c.id(),
      site_id: c.int().nullable(),
      metric: c.text(),
      threshold: c.real(),
      channels: c.json<number[]>().default('[]'),
      cooldown_hours: c.int().default(24),
      muted: c.bool().default(0),
      /**
       * gather this rule's alerts into one message a day instead of one message each (answered as `digest`; the
       * column's name differs because `digest` is a text column elsewhere and the store decodes by name)
       */
      daily_digest: c.bool().default(0),
      created_at: c.text(),
      created_by: c.text().nullable(),
      updated_at: c.text(),
    },
    { indexes: { alert_rules_metric: ['metric'] } },
  ),
  /** Per rule and subject: firing until it recovers, and when it last fired (the cooldown counts from there). */
  alert_state: table(
    {
      rule_id: c.int(),
      subject: c.text(),
      firing: c.bool().default(0),
      fired_at: c.text().nullable(),
      /** the event last judged: an event already judged (on any replica) is not judged again */
      last_event: c.text().nullable(),
      updated_at: c.text(),
      /** what a person reads for the subject (the keyword, the engine), as its last observation named it */
      label: c.text().nullable(),
      /**
       * why the subject's last verdict had no data ("the run failed"), and when it was judged so; null once a
       * verdict with data came. The rule is blind there, which is said, never read as a drop.
       */
      missing: c.text().nullable(),
      missing_at: c.text().nullable(),
    },
    { primaryKey: ['rule_id', 'subject'] },
  ),
  /**
   * Each alert fired. UNIQUE (rule_id, subject, event) makes the insert that fires it the only one: replicas that
   * see the same event fire it once.
   */
  alerts: table(
    {
      id: c.id(),
      rule_id: c.int(),
      metric: c.text(),
      site_id: c.int().nullable(),
      subject: c.text(),
      label: c.text(),
      event: c.text(),
      message: c.text(),
      /** what was compared: both values and both dates or periods */
      compared: c.json<unknown>(),
      url: c.text(),
      at: c.text(),
    },
    { unique: [['rule_id', 'subject', 'event']], indexes: { alerts_at: ['at'], alerts_site: ['site_id'] } },
  ),
  /** Each message to a channel, a job under a lease like a report's send; `alert_id` null for a channel's test. */
  alert_deliveries: table(
    {
      id: c.id(),
      alert_id: c.int().nullable(),
      channel_id: c.int(),
      /** `alert:<id>`, `test:<time>` or `digest:<day>`: UNIQUE with the channel, so a message is sent once */
      job: c.text(),
      state: c.oneOf(['queued', 'sending', 'sent', 'retrying', 'failed', 'digest']),
      attempts: c.int().default(0),
      next_try_at: c.text().nullable(),
      lease_owner: c.text().nullable(),
      lease_until: c.text().nullable(),
      /** the receiver's HTTP status, or the mail server's reply */
      response: c.text().nullable(),
      error: c.text().nullable(),
      at: c.text(),
      sent_at: c.text().nullable(),
    },
    {
      unique: [['channel_id', 'job']],
      indexes: { alert_deliveries_state: ['state', 'next_try_at'], alert_deliveries_alert: ['alert_id'] },
    },
  ),
  /** A check that runs once a day (AI statistics, the digest), claimed by one replica: `slot` is `<kind>:<day>`. */
  alert_checks: table({
    slot: c.text().primaryKey(),
    owner: c.text(),
    at: c.text(),
  }),
  /** How far each person has read the notification list. */
  alert_seen: table({
    person_id: c.text().primaryKey(),
    last_seen_id: c.int(),
    at: c.text(),
  }),
  /** Referring domains of each backlink summary the team ran, so two reports of one target can be compared. */
  backlink_counts: table(
    {
      target: c.text(),
      at: c.text(),
      referring_domains: c.int().nullable(),
      site_id: c.int().nullable(),
    },
    { primaryKey: ['target', 'at'] },
  ),
  /** Secrets the server makes once and every replica shares: the key sign-in cookies are signed with. */
  server_secrets: table({
    name: c.text().primaryKey(),
    value: c.text(),
    created_at: c.text(),
  }),
};
