ALTER TABLE "project_providers" ADD COLUMN "estimate_time_zone" varchar(64);--> statement-breakpoint
-- One time for one appointment: every scheduled estimate takes its project owner's profile zone
-- (UTC when the owner has none, or when this database does not know the name). Where the stored
-- instant and the typed time of day disagree in that zone, the typed time wins: the instant
-- becomes that time of day, in that zone, on the day the instant falls on there. The time of day
-- is then rewritten as the new instant's clock shows it (a time skipped by a daylight-saving change
-- moves past it), so the two agree. Running it again changes nothing.
WITH zoned AS (
  SELECT pp.id,
         coalesce((SELECT tz.name FROM pg_timezone_names tz WHERE tz.name = u.time_zone), 'UTC') AS zone
    FROM project_providers pp
    JOIN projects p ON p.id = pp.project_id
    JOIN users u ON u.id = p.user_id
   WHERE pp.estimate_scheduled_date IS NOT NULL
), moved AS (
  SELECT zoned.id, zoned.zone,
         CASE WHEN pp.estimate_scheduled_time IS NULL THEN pp.estimate_scheduled_date
              ELSE ((pp.estimate_scheduled_date AT TIME ZONE zoned.zone)::date + pp.estimate_scheduled_time) AT TIME ZONE zoned.zone
         END AS at
    FROM zoned
    JOIN project_providers pp ON pp.id = zoned.id
)
UPDATE project_providers pp
   SET estimate_time_zone = moved.zone,
       estimate_scheduled_date = moved.at,
       estimate_scheduled_time = CASE WHEN pp.estimate_scheduled_time IS NULL THEN NULL
                                      ELSE date_trunc('minute', (moved.at AT TIME ZONE moved.zone))::time END
  FROM moved
 WHERE pp.id = moved.id;
