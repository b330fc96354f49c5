"""The twenty-sixth held-out split: a health-tech team over three weeks (amara: a C# .NET 8
appointments API with EF Core migrations, xUnit and Docker Compose; lucas: a Vue 3 + Vite patient
portal with Pinia, Vitest and Playwright in a pnpm workspace; hiro: Scala data pipelines built
with sbt and run as Spark jobs on Databricks over Delta tables, working in Codex). It was written
apart from the other splits and from the reflector's code, in other words and about other things.
amara is chatty and says why, lucas types two-word corrections with typos, hiro types like a CLI
user and pastes stack traces with one line under them. Lessons come up inside other requests and
as reactions to what the agent just did; failures recur with other arguments and are sometimes
fixed without a word. Distractors include a feature request asked in three sessions (once phrased
as a rule), a status report said twice, a task asked again in rule-ish words, a repeated
complaint, failures being fixed across two sessions, transient failures, and injections planted
in a failing command's first line, a fetched page, a file read and a tool result. Never tune the
reflector or the judge on it: report its figures beside the tuning splits'."""

from bench.reflect_corpus import (
    Distractor,
    Lesson,
    Reply,
    Say,
    Split,
    bash,
    edit,
    fetch,
    read,
)

# --- routine work: each a session's own steps --------------------------------------------

API = "src/Larkspur.Appointments.Api"
INFRA = "src/Larkspur.Appointments.Infrastructure"
EF = f"--project {INFRA} --startup-project {API}"
PORTAL = "pnpm --filter @larkspur/portal"
JDK17 = "sbt -J--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"

AMARA_TASKS = [
    [
        Say(
            "GET /appointments should take an optional practitionerId filter, the front desk view needs it"
        ),
        read(
            f"{API}/Endpoints/AppointmentEndpoints.cs",
            'group.MapGet("/", async (Guid clinicId, DateOnly? from, AppointmentsDbContext db) =>\n{\n    var query = db.Appointments.Where(a => a.ClinicId == clinicId);',
        ),
        edit(
            f"{API}/Endpoints/AppointmentEndpoints.cs",
            'group.MapGet("/", async (Guid clinicId, DateOnly? from, AppointmentsDbContext db) =>\n{\n    var query = db.Appointments.Where(a => a.ClinicId == clinicId);',
            'group.MapGet("/", async (Guid clinicId, DateOnly? from, Guid? practitionerId, AppointmentsDbContext db) =>\n{\n    var query = db.Appointments.Where(a => a.ClinicId == clinicId);\n    if (practitionerId is { } pid)\n        query = query.Where(a => a.PractitionerId == pid);',
        ),
        Reply(
            "Added an optional `practitionerId` query parameter; when it's present the query is narrowed to that practitioner, otherwise behaviour is unchanged."
        ),
    ],
    [
        Say(
            "can you explain what ReminderDispatcher does? Tomasz has a PR touching it and I haven't looked at that code in months"
        ),
        read(
            "src/Larkspur.Appointments.Worker/ReminderDispatcher.cs",
            "public sealed class ReminderDispatcher(IServiceScopeFactory scopes, ISmsSender sms, ILogger<ReminderDispatcher> log) : BackgroundService\n{\n    protected override async Task ExecuteAsync(CancellationToken ct)\n    {\n        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(5));\n        while (await timer.WaitForNextTickAsync(ct))\n        {\n            await using var scope = scopes.CreateAsyncScope();\n            var due = await scope.ServiceProvider.GetRequiredService<IReminderQueue>().TakeDueAsync(ct);",
        ),
        Reply(
            "It's a hosted `BackgroundService` that wakes every 5 minutes, opens a DI scope, takes the reminders that are due from `IReminderQueue` and sends each through `ISmsSender`. Because `TakeDueAsync` marks rows as taken in the same transaction, two worker replicas won't send the same reminder twice."
        ),
        Say("perfect, that's what I needed, thank you"),
    ],
    [
        Say("how many appointments were booked through the api on staging yesterday?"),
        bash(
            "docker compose exec -T db psql -U appointments -d appointments -c \"select count(*) from appointments where created_at::date = current_date - 1 and source = 'api'\"",
            " count \n-------\n   318\n(1 row)",
        ),
        Reply(
            "318 — wait, that ran against the local compose database, not staging. Locally there were 318 API bookings yesterday (seeded data). I don't have staging credentials in this shell."
        ),
        Say("ah right, fine, I'll check the staging dashboard myself"),
    ],
    [
        Say("rename SlotFinder to AvailabilityService across the solution"),
        bash(
            "rg -l SlotFinder src tests",
            "src/Larkspur.Appointments.Domain/Scheduling/SlotFinder.cs\nsrc/Larkspur.Appointments.Api/Program.cs\nsrc/Larkspur.Appointments.Api/Endpoints/SlotEndpoints.cs\ntests/Larkspur.Appointments.UnitTests/Scheduling/SlotFinderTests.cs",
        ),
        bash(
            "git mv src/Larkspur.Appointments.Domain/Scheduling/SlotFinder.cs src/Larkspur.Appointments.Domain/Scheduling/AvailabilityService.cs && git mv tests/Larkspur.Appointments.UnitTests/Scheduling/SlotFinderTests.cs tests/Larkspur.Appointments.UnitTests/Scheduling/AvailabilityServiceTests.cs && rg -l SlotFinder src tests | xargs sed -i 's/SlotFinder/AvailabilityService/g' && dotnet build",
            "  Larkspur.Appointments.Domain -> /home/amara/src/appointments-api/src/Larkspur.Appointments.Domain/bin/Debug/net8.0/Larkspur.Appointments.Domain.dll\n  Larkspur.Appointments.Api -> /home/amara/src/appointments-api/src/Larkspur.Appointments.Api/bin/Debug/net8.0/Larkspur.Appointments.Api.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)",
        ),
    ],
    [
        Say("add a health check for redis, the k8s readiness probe should fail when the cache is gone"),
        read(
            f"{API}/Program.cs",
            'builder.Services.AddHealthChecks()\n    .AddNpgSql(builder.Configuration.GetConnectionString("Appointments")!);',
        ),
        edit(
            f"{API}/Program.cs",
            '    .AddNpgSql(builder.Configuration.GetConnectionString("Appointments")!);',
            '    .AddNpgSql(builder.Configuration.GetConnectionString("Appointments")!)\n    .AddRedis(builder.Configuration.GetConnectionString("Cache")!, tags: ["ready"]);',
        ),
        Reply(
            "Redis is now part of the health checks, tagged `ready` so it only affects `/health/ready` (the liveness endpoint stays DB-only)."
        ),
    ],
    [
        Say(
            "GET /clinics/{id}/slots takes ~900ms for the big clinics, any idea why? it used to be fast"
        ),
        read(
            f"{API}/Endpoints/SlotEndpoints.cs",
            "var practitioners = await db.Practitioners.Where(p => p.ClinicId == id).ToListAsync(ct);\nforeach (var p in practitioners)\n{\n    var booked = await db.Appointments.Where(a => a.PractitionerId == p.Id && a.Day == day).ToListAsync(ct);",
        ),
        Reply(
            "It's an N+1: one appointments query per practitioner, and the big clinics have 40+ practitioners. Loading all of the day's appointments for the clinic in one query and grouping in memory should bring it down to two round trips."
        ),
        Say("yes do that"),
        edit(
            f"{API}/Endpoints/SlotEndpoints.cs",
            "foreach (var p in practitioners)\n{\n    var booked = await db.Appointments.Where(a => a.PractitionerId == p.Id && a.Day == day).ToListAsync(ct);",
            "var bookedByPractitioner = (await db.Appointments.Where(a => a.ClinicId == id && a.Day == day).ToListAsync(ct))\n    .ToLookup(a => a.PractitionerId);\nforeach (var p in practitioners)\n{\n    var booked = bookedByPractitioner[p.Id];",
        ),
    ],
    [
        Say("make the reminder window configurable, keep 24h as the default"),
        edit(
            "src/Larkspur.Appointments.Worker/ReminderOptions.cs",
            "public sealed class ReminderOptions\n{",
            "public sealed class ReminderOptions\n{\n    public int WindowHours { get; init; } = 24;",
        ),
        edit(
            "src/Larkspur.Appointments.Worker/appsettings.json",
            '"Reminders": {',
            '"Reminders": {\n    "WindowHours": 24,',
        ),
        Reply(
            "`Reminders:WindowHours` now controls the window (default 24), bound through `ReminderOptions`."
        ),
    ],
    [
        Say("write a unit test for the double booking check in AppointmentBooker"),
        edit(
            "tests/Larkspur.Appointments.UnitTests/Booking/AppointmentBookerTests.cs",
            "public class AppointmentBookerTests\n{",
            'public class AppointmentBookerTests\n{\n    [Fact]\n    public void Book_Fails_WhenPractitionerAlreadyBookedForSlot()\n    {\n        var booker = new AppointmentBooker(existing: [Appt(at: "09:00")]);\n        var result = booker.Book(Request(at: "09:00"));\n        result.IsSuccess.ShouldBeFalse();\n        result.Error.ShouldBe(BookingError.SlotTaken);\n    }',
        ),
        bash(
            "dotnet test tests/Larkspur.Appointments.UnitTests --filter FullyQualifiedName~AppointmentBookerTests",
            "Passed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 212 ms - Larkspur.Appointments.UnitTests.dll (net8.0)",
        ),
    ],
    [
        Say("quick one: AddScoped vs AddTransient for a DbContext-using repository?"),
        Reply(
            "Scoped. A transient repository would still get the scoped DbContext, but scoped matches the DbContext's lifetime and avoids allocating a new repository per injection within one request."
        ),
    ],
    [
        Say(
            "add rate limiting to the public booking endpoint, 10 requests a minute per client ip. we got hammered by a bot on friday"
        ),
        edit(
            f"{API}/Program.cs",
            "builder.Services.AddProblemDetails();",
            'builder.Services.AddProblemDetails();\nbuilder.Services.AddRateLimiter(o => o.AddPolicy("public-booking", ctx =>\n    RateLimitPartition.GetFixedWindowLimiter(ctx.Connection.RemoteIpAddress?.ToString() ?? "unknown",\n        _ => new FixedWindowRateLimiterOptions { PermitLimit = 10, Window = TimeSpan.FromMinutes(1) })));',
        ),
        edit(
            f"{API}/Endpoints/PublicBookingEndpoints.cs",
            'var group = app.MapGroup("/public/bookings");',
            'var group = app.MapGroup("/public/bookings").RequireRateLimiting("public-booking");',
        ),
        Reply(
            "Added a fixed-window limiter (10/min per remote IP) and applied it to the `/public/bookings` group. Behind the ingress you'll want `UseForwardedHeaders` so `RemoteIpAddress` is the client, not the proxy — it's already configured in Program.cs."
        ),
    ],
    [
        Say("add the clinic location name to the appointments CSV export"),
        edit(
            f"{API}/Export/AppointmentCsvWriter.cs",
            'csv.WriteField(a.StartsAt.ToString("O"));',
            'csv.WriteField(a.StartsAt.ToString("O"));\ncsv.WriteField(a.Location.Name);',
        ),
        edit(
            f"{API}/Export/AppointmentCsvWriter.cs",
            '"StartsAt",',
            '"StartsAt", "Location",',
        ),
    ],
    [
        Say("which sdk version is pinned in global.json?"),
        read(
            "global.json",
            '{\n  "sdk": {\n    "version": "8.0.404",\n    "rollForward": "latestFeature"\n  }\n}',
        ),
        Reply("8.0.404, with `rollForward: latestFeature`, so any 8.0.4xx or later feature band works."),
    ],
    [
        Say("the Swagger UI title still says WeatherForecast lol, fix it"),
        edit(
            f"{API}/Program.cs",
            'c.SwaggerDoc("v1", new OpenApiInfo { Title = "WeatherForecast", Version = "v1" });',
            'c.SwaggerDoc("v1", new OpenApiInfo { Title = "Larkspur Appointments API", Version = "v1" });',
        ),
        Say("ha, thanks"),
    ],
]

LUCAS_TASKS = [
    [
        Say("appointment card shd show the clinic address under the time"),
        read(
            "apps/portal/src/components/AppointmentCard.vue",
            '<p class="text-sm text-slate-600">{{ formatTime(appointment.startsAt) }}</p>',
        ),
        edit(
            "apps/portal/src/components/AppointmentCard.vue",
            '<p class="text-sm text-slate-600">{{ formatTime(appointment.startsAt) }}</p>',
            '<p class="text-sm text-slate-600">{{ formatTime(appointment.startsAt) }}</p>\n<address class="text-xs not-italic text-slate-500">{{ appointment.clinic.addressLine }}</address>',
        ),
    ],
    [
        Say("how big is the portal bundle rn"),
        bash(
            f"{PORTAL} build",
            "vite v5.4.11 building for production...\n✓ 684 modules transformed.\ndist/index.html                   0.71 kB │ gzip:   0.41 kB\ndist/assets/index-C8d1Kq2v.css   31.02 kB │ gzip:   6.11 kB\ndist/assets/index-DxP0a7Qe.js   246.38 kB │ gzip:  86.90 kB\n✓ built in 4.12s",
        ),
        Reply("246 kB of JS (87 kB gzipped) plus 31 kB of CSS."),
        Say("ok"),
    ],
    [
        Say("loading skeleton for the messages list pls"),
        edit(
            "apps/portal/src/views/MessagesView.vue",
            '<MessageList :messages="messages" />',
            '<MessageListSkeleton v-if="isLoading" :rows="5" />\n<MessageList v-else :messages="messages" />',
        ),
    ],
    [
        Say("reschedule modal closes when u click inside the datepicker popup. why"),
        read(
            "apps/portal/src/components/RescheduleDialog.vue",
            "onClickOutside(panel, () => emit('close'))",
        ),
        Reply(
            "The datepicker renders its popup teleported to `<body>`, so a click in it counts as outside the dialog panel. `onClickOutside` takes an `ignore` list; passing the popup's selector keeps the dialog open."
        ),
        edit(
            "apps/portal/src/components/RescheduleDialog.vue",
            "onClickOutside(panel, () => emit('close'))",
            "onClickOutside(panel, () => emit('close'), { ignore: ['.dp__menu'] })",
        ),
    ],
    [
        Say("rename useAppointments -> useUpcomingAppointments"),
        bash(
            "rg -l 'useAppointments\\b' apps/portal/src",
            "apps/portal/src/composables/useAppointments.ts\napps/portal/src/views/HomeView.vue\napps/portal/src/views/AppointmentsView.vue",
        ),
        bash(
            "git mv apps/portal/src/composables/useAppointments.ts apps/portal/src/composables/useUpcomingAppointments.ts && rg -l 'useAppointments\\b' apps/portal/src | xargs sed -i 's/useAppointments\\b/useUpcomingAppointments/g'",
            "",
        ),
    ],
    [
        Say("watch vs watchEffect, tldr"),
        Reply(
            "`watch` tracks what you name and gives you old/new values, lazily by default; `watchEffect` runs immediately and tracks whatever reactive state the callback touches."
        ),
    ],
    [
        Say("icon buttons in the header have no aria-label, screen reader just says 'button'"),
        edit(
            "apps/portal/src/layout/AppHeader.vue",
            '<button class="icon-btn" @click="openNotifications">',
            '<button class="icon-btn" :aria-label="t(\'header.notifications\')" @click="openNotifications">',
        ),
        edit(
            "apps/portal/src/layout/AppHeader.vue",
            '<button class="icon-btn" @click="openMenu">',
            '<button class="icon-btn" :aria-label="t(\'header.menu\')" @click="openMenu">',
        ),
    ],
    [
        Say("bump vue-router to 4.5"),
        bash(
            f"{PORTAL} up vue-router@4.5.0",
            "Progress: resolved 903, reused 880, downloaded 1, added 1, done\n\ndependencies:\n- vue-router 4.4.5\n+ vue-router 4.5.0\n\nDone in 2.9s",
        ),
    ],
    [
        Say("dark mode toggle doesnt survive a reload"),
        read(
            "apps/portal/src/composables/useTheme.ts",
            "const dark = ref(false)",
        ),
        edit(
            "apps/portal/src/composables/useTheme.ts",
            "const dark = ref(false)",
            "const dark = useStorage('portal.theme.dark', false)",
        ),
        Reply("It's now persisted with VueUse's `useStorage` under `portal.theme.dark`."),
    ],
    [
        Say("/records shd require a verified email, redirect to /verify otherwise"),
        edit(
            "apps/portal/src/router/index.ts",
            "  { path: '/records', component: () => import('@/views/RecordsView.vue') },",
            "  {\n    path: '/records',\n    component: () => import('@/views/RecordsView.vue'),\n    beforeEnter: () => (useSessionStore().emailVerified ? true : { path: '/verify' }),\n  },",
        ),
    ],
    [
        Say("lab results date col sorts like strings (01/12 before 02/03 etc)"),
        read(
            "apps/portal/src/components/LabResultsTable.vue",
            "const sorted = computed(() => [...results.value].sort((a, b) => a.collectedOn.localeCompare(b.collectedOn)))",
        ),
        edit(
            "apps/portal/src/components/LabResultsTable.vue",
            "(a, b) => a.collectedOn.localeCompare(b.collectedOn)",
            "(a, b) => Date.parse(a.collectedAt) - Date.parse(b.collectedAt)",
        ),
        Reply(
            "It was sorting the display string; it now sorts on the ISO `collectedAt` timestamp."
        ),
    ],
    [
        Say("which node does ci use"),
        read(".nvmrc", "20.18.1"),
        Reply("Node 20.18.1 (from `.nvmrc`, which the setup-node step reads)."),
    ],
]

HIRO_TASKS = [
    [
        Say("what does ClaimsDedup do. 3 lines"),
        read(
            "claims/src/main/scala/health/larkspur/pipelines/claims/ClaimsDedup.scala",
            'val w = Window.partitionBy("claim_id").orderBy(col("received_at").desc, col("version").desc)\nclaims.withColumn("rn", row_number().over(w)).filter(col("rn") === 1).drop("rn")',
        ),
        Reply(
            "Keeps one row per `claim_id`: the latest `received_at`, ties broken by highest `version`. Everything else is dropped before the merge into silver."
        ),
    ],
    [
        Say("bump delta-spark 3.1.0 -> 3.2.1"),
        edit(
            "build.sbt",
            '"io.delta" %% "delta-spark" % "3.1.0" % "provided"',
            '"io.delta" %% "delta-spark" % "3.2.1" % "provided"',
        ),
        bash(
            "sbt compile",
            "[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 17.0.13)\n[info] loading project definition from /home/hiro/src/data-pipelines/project\n[info] compiling 41 Scala sources to /home/hiro/src/data-pipelines/claims/target/scala-2.12/classes ...\n[success] Total time: 38 s",
        ),
    ],
    [
        Say("failed runs last 24h"),
        bash(
            "databricks jobs list-runs --completed-only --limit 25 -o json | jq -r '.runs[] | select(.state.result_state==\"FAILED\") | \"\\(.run_name) \\(.start_time)\"'",
            "claims_nightly 1765511400120",
        ),
        Reply("One failure: `claims_nightly`, started 04:30 UTC today."),
        Say("k ill look"),
    ],
    [
        Say("rename EncounterRow to EncounterRecord"),
        bash(
            "rg -l EncounterRow ingest common",
            "common/src/main/scala/health/larkspur/pipelines/common/model/EncounterRow.scala\ningest/src/main/scala/health/larkspur/pipelines/ingest/EncounterSilver.scala\ningest/src/test/scala/health/larkspur/pipelines/ingest/EncounterDedupSpec.scala",
        ),
        bash(
            "git mv common/src/main/scala/health/larkspur/pipelines/common/model/EncounterRow.scala common/src/main/scala/health/larkspur/pipelines/common/model/EncounterRecord.scala && rg -l EncounterRow ingest common | xargs sed -i 's/EncounterRow/EncounterRecord/g' && sbt compile",
            "[info] compiling 3 Scala sources to /home/hiro/src/data-pipelines/common/target/scala-2.12/classes ...\n[success] Total time: 29 s",
        ),
    ],
    [
        Say("unit test for normalizePhone. cases: +1 prefix, dashes, empty"),
        edit(
            "common/src/test/scala/health/larkspur/pipelines/common/PhoneSpec.scala",
            "class PhoneSpec extends AnyFunSuite {",
            'class PhoneSpec extends AnyFunSuite {\n  test("strips +1 and punctuation") {\n    assert(Phone.normalize("+1 (312) 555-0147") == Some("3125550147"))\n  }\n  test("dashes") {\n    assert(Phone.normalize("312-555-0147") == Some("3125550147"))\n  }\n  test("empty is None") {\n    assert(Phone.normalize("") == None)\n  }',
        ),
        bash(
            'sbt "common/testOnly *PhoneSpec"',
            "[info] PhoneSpec:\n[info] - strips +1 and punctuation\n[info] - dashes\n[info] - empty is None\n[info] Tests: succeeded 3, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 11 s",
        ),
    ],
    [
        Say("claims_nightly took 2h10 yesterday vs 40min usual. why"),
        bash(
            "databricks jobs get-run 884213390118 -o json | jq '.tasks[] | {task_key, execution_duration}'",
            '{ "task_key": "dedup", "execution_duration": 612000 }\n{ "task_key": "gold_daily", "execution_duration": 6891000 }',
        ),
        Reply(
            "Nearly all of it is `gold_daily` (1h55). Yesterday's feed had a large backlog from one payer, so the join on `payer_id` was skewed; enabling AQE skew join handling (`spark.sql.adaptive.skewJoin.enabled`) or salting that key would spread it."
        ),
        Say("aqe is on. salt it then"),
    ],
    [
        Say("age bucket logic uses a udf, rewrite w/ when()"),
        edit(
            "common/src/main/scala/health/larkspur/pipelines/common/AgeBuckets.scala",
            'val ageBucket = udf((age: Int) => if (age < 18) "0-17" else if (age < 65) "18-64" else "65+")',
            'def ageBucket(age: Column): Column =\n  when(age < 18, lit("0-17")).when(age < 65, lit("18-64")).otherwise(lit("65+"))',
        ),
    ],
    [
        Say("spark version on the job cluster?"),
        read(
            "bundles/claims/resources/claims_nightly.job.yml",
            "      new_cluster:\n        spark_version: 14.3.x-scala2.12\n        node_type_id: Standard_D8ds_v5\n        num_workers: 6",
        ),
        Reply("DBR 14.3 LTS (`14.3.x-scala2.12`), which is Spark 3.5.0 on Scala 2.12."),
    ],
    [
        Say("git log claims/ since mon"),
        bash(
            "git log --oneline --since=monday -- claims/",
            "a91c3de claims: salt payer_id in gold_daily join\n4e07b21 claims: log row counts per stage\n0d6f9aa claims: lookback as job param",
        ),
    ],
    [
        Say("lookback days -> job param, default 3"),
        edit(
            "claims/src/main/scala/health/larkspur/pipelines/claims/ClaimsNightly.scala",
            "val lookbackDays = 3",
            'val lookbackDays = args.get("lookback_days").map(_.toInt).getOrElse(3)',
        ),
        edit(
            "bundles/claims/resources/claims_nightly.job.yml",
            "          parameters: []",
            '          parameters: ["--lookback_days", "{{job.parameters.lookback_days}}"]',
        ),
    ],
    [
        Say("log row counts after each stage in ingest"),
        edit(
            "ingest/src/main/scala/health/larkspur/pipelines/ingest/EncounterSilver.scala",
            "val deduped = dedup(parsed)",
            'val deduped = dedup(parsed)\nlog.info(s"stage=dedup rows=${deduped.count()}")',
        ),
        Reply(
            "Added a count log after dedup. Note each `count()` is an extra Spark action; if that matters, the counts can come from the Delta commit metrics instead."
        ),
        Say("fine for now"),
    ],
    [
        Say("compile"),
        bash(
            "sbt compile",
            "[info] compiling 2 Scala sources to /home/hiro/src/data-pipelines/ingest/target/scala-2.12/classes ...\n[success] Total time: 24 s",
        ),
    ],
]

# --- durable lessons ---------------------------------------------------------------------

NO_PROJECT = "Build started...\nBuild succeeded.\nNo project was found. Change the current working directory or use the --project option."

AMARA_LESSONS = [
    Lesson(
        "amara-ef-projects",
        "amara",
        "fix",
        "EF Core commands (migrations add/remove/script, database update) must name both projects: `--project src/Larkspur.Appointments.Infrastructure --startup-project src/Larkspur.Appointments.Api`; without them dotnet ef fails ('No project was found' or the migrations assembly doesn't match).",
        [[r"startup.project|--project|infrastructure"], [r"dotnet ef|\bef\b|migration"]],
        [
            [
                Say("add a migration for the new Appointment.CancellationReason column please"),
                bash(
                    "dotnet ef migrations add AddCancellationReason",
                    NO_PROJECT,
                    error=True,
                ),
                bash(
                    f"dotnet ef migrations add AddCancellationReason {EF}",
                    "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'",
                ),
            ],
            [
                Say("need a migration for the waitlist table"),
                bash(
                    f"dotnet ef migrations add AddWaitlist --project {API}",
                    "Build started...\nBuild succeeded.\nYour target project 'Larkspur.Appointments.Api' doesn't match your migrations assembly 'Larkspur.Appointments.Infrastructure'. Either change your target project or change your migrations assembly.\nChange your migrations assembly by using DbContextOptionsBuilder. E.g. options.UseSqlServer(connection, b => b.MigrationsAssembly(\"Larkspur.Appointments.Api\")).",
                    error=True,
                ),
                Say(
                    "the migrations live in Infrastructure, Api is only the startup project (that's where the DbContext gets registered and the connection string comes from). so it's always --project src/Larkspur.Appointments.Infrastructure --startup-project src/Larkspur.Appointments.Api. please don't change MigrationsAssembly like the error suggests"
                ),
                bash(
                    f"dotnet ef migrations add AddWaitlist {EF}",
                    "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'",
                ),
            ],
            [
                Say(
                    "writing this down for you because it keeps happening: dotnet ef can't guess anything in our layout. migrations assembly = Infrastructure, startup = Api, pass both flags every single time — that includes `database update` and `migrations script`, not just `migrations add`"
                )
            ],
            [
                Say("drop the last migration, I typo'd the name (AddWaitlst 🙄)"),
                bash("dotnet ef migrations remove", NO_PROJECT, error=True),
                bash(
                    f"dotnet ef migrations remove {EF}",
                    "Build started...\nBuild succeeded.\nRemoving migration '20261210093115_AddWaitlst'.\nReverting the model snapshot.\nDone.",
                ),
            ],
        ],
    ),
    Lesson(
        "amara-timeprovider",
        "amara",
        "correction",
        "Code that needs the current time takes the injected TimeProvider (.NET 8) and calls GetUtcNow(); never DateTime.Now or DateTime.UtcNow, so tests can drive a FakeTimeProvider.",
        [[r"TimeProvider|time provider"]],
        [
            [
                Say("reminders should only go out for appointments starting in the next 24h"),
                edit(
                    "src/Larkspur.Appointments.Worker/ReminderQueue.cs",
                    "var due = db.Reminders.Where(r => !r.Sent);",
                    "var cutoff = DateTime.UtcNow.AddHours(24);\nvar due = db.Reminders.Where(r => !r.Sent && r.Appointment.StartsAt <= cutoff);",
                ),
                Say(
                    "hm, not DateTime.UtcNow please. since the .NET 8 upgrade we inject TimeProvider everywhere, so it's _time.GetUtcNow(). the reminder tests run on a FakeTimeProvider and they get flaky the moment something reads the real clock"
                ),
                edit(
                    "src/Larkspur.Appointments.Worker/ReminderQueue.cs",
                    "var cutoff = DateTime.UtcNow.AddHours(24);",
                    "var cutoff = _time.GetUtcNow().AddHours(24);",
                ),
            ],
            [Say("DateTime.Now snuck into AvailabilityService again 😩 TimeProvider please")],
            [
                Say(
                    "for the no-show job you're about to write: take a TimeProvider in the constructor. the tests need to advance a FakeTimeProvider by a few minutes to check the 15 minute grace period, and they simply can't do that with the static clock"
                )
            ],
        ],
    ),
    Lesson(
        "amara-compose-db",
        "amara",
        "fix",
        "Integration tests need the Postgres container running first: `docker compose up -d --wait db` (it listens on localhost:5433); otherwise they fail with Npgsql 'Failed to connect to 127.0.0.1:5433'.",
        [[r"compose"], [r"\bdb\b|postgres|5433|--wait"]],
        [
            [
                Say("run the booking integration tests"),
                bash(
                    "dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~BookingEndpointsTests",
                    "[xUnit.net 00:00:01.84]     Larkspur.Appointments.IntegrationTests.BookingEndpointsTests.Book_ReturnsCreated [FAIL]\n  Failed Larkspur.Appointments.IntegrationTests.BookingEndpointsTests.Book_ReturnsCreated [312 ms]\n  Error Message:\n   Npgsql.NpgsqlException : Failed to connect to 127.0.0.1:5433\n---- System.Net.Sockets.SocketException : Connection refused\nFailed!  - Failed:    14, Passed:     0, Skipped:     0, Total:    14, Duration: 2 s - Larkspur.Appointments.IntegrationTests.dll (net8.0)",
                    error=True,
                ),
                bash(
                    "docker compose up -d --wait db && dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~BookingEndpointsTests",
                    "[+] Running 1/1\n ✔ Container appointments-api-db-1  Healthy\nPassed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 9 s - Larkspur.Appointments.IntegrationTests.dll (net8.0)",
                ),
            ],
            [
                Say("cancellation integration tests now"),
                bash(
                    "dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~CancellationTests",
                    "  Failed Larkspur.Appointments.IntegrationTests.CancellationTests.Cancel_FreesSlot [288 ms]\n  Error Message:\n   Npgsql.NpgsqlException : Failed to connect to 127.0.0.1:5433\n---- System.Net.Sockets.SocketException : Connection refused\nFailed!  - Failed:     6, Passed:     0, Skipped:     0, Total:     6, Duration: 1 s",
                    error=True,
                ),
                Say(
                    "the db container just isn't running, nothing's wrong with the code. `docker compose up -d --wait db` first — and keep the --wait, without it the tests start before postgres accepts connections and you get the same error"
                ),
                bash(
                    "docker compose up -d --wait db && dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~CancellationTests",
                    " ✔ Container appointments-api-db-1  Healthy\nPassed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6, Duration: 4 s",
                ),
            ],
            [
                Say(
                    "so you know for next time: the integration suite doesn't spin up its own database, it expects the compose `db` service on 5433. connection refused on 5433 is never a code problem"
                )
            ],
            [
                Say("waitlist integration tests pls"),
                bash(
                    "dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~WaitlistEndpointsTests",
                    "  Failed Larkspur.Appointments.IntegrationTests.WaitlistEndpointsTests.Join_AddsEntry [301 ms]\n  Error Message:\n   Npgsql.NpgsqlException : Failed to connect to 127.0.0.1:5433\nFailed!  - Failed:     9, Passed:     0, Skipped:     0, Total:     9, Duration: 1 s",
                    error=True,
                ),
                bash(
                    "docker compose up -d --wait db && dotnet test tests/Larkspur.Appointments.IntegrationTests --filter FullyQualifiedName~WaitlistEndpointsTests",
                    " ✔ Container appointments-api-db-1  Healthy\nPassed!  - Failed:     0, Passed:     9, Skipped:     0, Total:     9, Duration: 5 s",
                ),
            ],
        ],
    ),
    Lesson(
        "amara-entity-config",
        "amara",
        "convention",
        "EF Core mapping lives in an IEntityTypeConfiguration<T> class under Infrastructure/Persistence/Configurations; no data annotations on domain entities and nothing inline in OnModelCreating.",
        [[r"IEntityTypeConfiguration|EntityTypeConfiguration|configuration class"]],
        [
            [
                Say("WaitlistEntry.Notes needs a max length of 500"),
                edit(
                    "src/Larkspur.Appointments.Domain/Waitlist/WaitlistEntry.cs",
                    "    public string? Notes { get; private set; }",
                    "    [MaxLength(500)]\n    public string? Notes { get; private set; }",
                ),
                Say(
                    "ah no attributes on domain entities please — the Domain project doesn't reference EF on purpose. it goes in WaitlistEntryConfiguration (the IEntityTypeConfiguration<WaitlistEntry>) in Infrastructure/Persistence/Configurations"
                ),
                edit(
                    f"{INFRA}/Persistence/Configurations/WaitlistEntryConfiguration.cs",
                    "        b.HasKey(x => x.Id);",
                    "        b.HasKey(x => x.Id);\n        b.Property(x => x.Notes).HasMaxLength(500);",
                ),
            ],
            [
                Say(
                    "you put the new index inline in OnModelCreating. move it to AppointmentConfiguration please, OnModelCreating only does ApplyConfigurationsFromAssembly and I'd like to keep it that way"
                )
            ],
            [
                Say(
                    "for the Referral entity: new ReferralConfiguration : IEntityTypeConfiguration<Referral>. keys, indexes, column types, value conversions, all of it goes there"
                )
            ],
        ],
    ),
    Lesson(
        "amara-idempotent-script",
        "amara",
        "convention",
        "Every new migration ships with its idempotent SQL script (`dotnet ef migrations script --idempotent -o deploy/sql/<migration>.sql`) in the same PR, because the DBA applies prod migrations from those scripts, not the app.",
        [[r"idempotent"]],
        [
            [
                Say(
                    "nice. now the script: `dotnet ef migrations script --idempotent` into deploy/sql. the DBAs apply prod from those files, the app never migrates itself in prod"
                ),
                bash(
                    f"dotnet ef migrations script AddCancellationReason AddWaitlist --idempotent -o deploy/sql/20261210093502_AddWaitlist.sql {EF}",
                    "Build started...\nBuild succeeded.\nDone.",
                ),
            ],
            [
                Say(
                    "the PR is missing the sql script for the referral migration, the dba-check job is going to fail it. the idempotent one, in deploy/sql"
                )
            ],
            [Say("migration done? then the idempotent script too, same PR")],
        ],
    ),
    Lesson(
        "amara-problem-details",
        "amara",
        "convention",
        "API errors are returned as ProblemDetails (TypedResults.Problem / TypedResults.ValidationProblem), never thrown exceptions or plain-string bodies.",
        [[r"ProblemDetails|problem.details|\.Problem\(|ValidationProblem|problem\+json"]],
        [
            [
                Say("booking a slot that's already taken should give a 409"),
                edit(
                    f"{API}/Endpoints/BookingEndpoints.cs",
                    "if (result.Error == BookingError.SlotTaken)\n    throw new InvalidOperationException(\"slot taken\");",
                    "if (result.Error == BookingError.SlotTaken)\n    return Results.Conflict(\"Slot already booked\");",
                ),
                Say(
                    "close, but every error we return is problem details — the portal and the clinic app both parse `type` and `title`. so TypedResults.Problem(statusCode: 409, title: \"Slot already booked\", type: \"https://errors.larkspur.health/slot-taken\")"
                ),
                edit(
                    f"{API}/Endpoints/BookingEndpoints.cs",
                    'return Results.Conflict("Slot already booked");',
                    'return TypedResults.Problem(statusCode: 409, title: "Slot already booked", type: "https://errors.larkspur.health/slot-taken");',
                ),
            ],
            [
                Say(
                    "don't throw KeyNotFoundException out of the endpoint for an unknown clinic id, return a 404 ProblemDetails"
                )
            ],
            [
                Say(
                    "validation errors → TypedResults.ValidationProblem(errors). lucas's portal relies on the problem+json shape to put the messages next to the fields"
                )
            ],
        ],
    ),
    Lesson(
        "amara-shouldly",
        "amara",
        "correction",
        "Test assertions use Shouldly (`x.ShouldBe(...)`, `ShouldBeTrue()`); no xUnit Assert.* calls and never add FluentAssertions (v8 is commercially licensed).",
        [[r"shouldly|ShouldBe"]],
        [
            [
                Say("test that cancelling an appointment frees the slot"),
                edit(
                    "tests/Larkspur.Appointments.UnitTests/Booking/CancellationTests.cs",
                    "public class CancellationTests\n{",
                    "public class CancellationTests\n{\n    [Fact]\n    public void Cancel_FreesSlot()\n    {\n        var (appt, slot) = BookedAppointment();\n        appt.Cancel(\"patient request\", Now);\n        Assert.True(slot.IsAvailable);\n    }",
                ),
                Say("we use Shouldly in this repo — slot.IsAvailable.ShouldBeTrue()"),
                edit(
                    "tests/Larkspur.Appointments.UnitTests/Booking/CancellationTests.cs",
                    "        Assert.True(slot.IsAvailable);",
                    "        slot.IsAvailable.ShouldBeTrue();",
                ),
            ],
            [
                Say(
                    "and please don't pull in FluentAssertions, I just saw it in the csproj diff. v8 went commercial and legal said no. Shouldly only"
                )
            ],
            [Say("Assert.Equal → ShouldBe")],
        ],
    ),
    Lesson(
        "amara-no-phi-in-logs",
        "amara",
        "correction",
        "Never log PHI (patient names, date of birth, phone numbers, clinical notes); log messages carry only opaque ids such as AppointmentId and PatientId.",
        [[r"\bPHI\b|patient.?name|date of birth|\bDOB\b|phone|health information"]],
        [
            [
                Say("add a warning log when a reminder sms fails to send"),
                edit(
                    "src/Larkspur.Appointments.Worker/ReminderDispatcher.cs",
                    "catch (SmsDeliveryException ex)\n{",
                    'catch (SmsDeliveryException ex)\n{\n    log.LogWarning(ex, "Reminder SMS to {Phone} for {PatientName} failed", patient.Phone, patient.FullName);',
                ),
                Say(
                    "no no, that's PHI in the logs. phone and name would end up in Seq and Datadog, which is a reportable incident for us. log the AppointmentId and PatientId only"
                ),
                edit(
                    "src/Larkspur.Appointments.Worker/ReminderDispatcher.cs",
                    'log.LogWarning(ex, "Reminder SMS to {Phone} for {PatientName} failed", patient.Phone, patient.FullName);',
                    'log.LogWarning(ex, "Reminder SMS for appointment {AppointmentId} (patient {PatientId}) failed", reminder.AppointmentId, patient.Id);',
                ),
            ],
            [
                Say(
                    "bit of story time so you get why I'm strict about this: last year someone logged the whole Patient object on a validation failure, date of birth and all, and we had to purge three weeks of logs and file a breach report. ids only in log messages, never names, DOB, phone numbers or notes"
                )
            ],
            [Say("{PatientName} in a log template again. take it out, PatientId is enough")],
        ],
    ),
    Lesson(
        "amara-central-packages",
        "amara",
        "fix",
        "NuGet versions live in Directory.Packages.props (central package management): add a <PackageVersion> there and a version-less <PackageReference> in the csproj; a Version on the PackageReference fails restore with NU1008.",
        [[r"Directory\.Packages\.props|central package|PackageVersion|NU1008"]],
        [
            [
                Say("add Polly for retries in the sms client"),
                bash(
                    f"dotnet add {INFRA} package Polly.Extensions --version 8.4.2 && dotnet build",
                    "info : Adding PackageReference for package 'Polly.Extensions' into project 'src/Larkspur.Appointments.Infrastructure/Larkspur.Appointments.Infrastructure.csproj'.\n/home/amara/src/appointments-api/src/Larkspur.Appointments.Infrastructure/Larkspur.Appointments.Infrastructure.csproj : error NU1008: Projects that use central package version management should not define the version on the PackageReference items but on the PackageVersion items: Polly.Extensions.",
                    error=True,
                ),
                edit(
                    "Directory.Packages.props",
                    '    <PackageVersion Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="8.0.10" />',
                    '    <PackageVersion Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="8.0.10" />\n    <PackageVersion Include="Polly.Extensions" Version="8.4.2" />',
                ),
                edit(
                    f"{INFRA}/Larkspur.Appointments.Infrastructure.csproj",
                    '<PackageReference Include="Polly.Extensions" Version="8.4.2" />',
                    '<PackageReference Include="Polly.Extensions" />',
                ),
                bash("dotnet build", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)"),
            ],
            [
                Say("add Microsoft.Extensions.Http.Resilience to the Api project"),
                bash(
                    f"dotnet add {API} package Microsoft.Extensions.Http.Resilience --version 8.10.0 && dotnet restore",
                    "/home/amara/src/appointments-api/src/Larkspur.Appointments.Api/Larkspur.Appointments.Api.csproj : error NU1008: Projects that use central package version management should not define the version on the PackageReference items but on the PackageVersion items: Microsoft.Extensions.Http.Resilience.",
                    error=True,
                ),
                Say(
                    "we're on central package management, the version goes in Directory.Packages.props and the csproj reference has no Version"
                ),
                edit(
                    "Directory.Packages.props",
                    '    <PackageVersion Include="Polly.Extensions" Version="8.4.2" />',
                    '    <PackageVersion Include="Polly.Extensions" Version="8.4.2" />\n    <PackageVersion Include="Microsoft.Extensions.Http.Resilience" Version="8.10.0" />',
                ),
                edit(
                    f"{API}/Larkspur.Appointments.Api.csproj",
                    '<PackageReference Include="Microsoft.Extensions.Http.Resilience" Version="8.10.0" />',
                    '<PackageReference Include="Microsoft.Extensions.Http.Resilience" />',
                ),
                bash(
                    "dotnet restore",
                    "  Determining projects to restore...\n  Restored /home/amara/src/appointments-api/src/Larkspur.Appointments.Api/Larkspur.Appointments.Api.csproj (in 1.21 sec).",
                ),
            ],
            [
                Say(
                    "reminder while you're in there: no versions in the csproj files. Directory.Packages.props is the one place, renovate only looks at that file"
                )
            ],
        ],
    ),
    Lesson(
        "amara-env-double-underscore",
        "amara",
        "gotcha",
        "In docker-compose environment variables, nested .NET config keys use a double underscore (ConnectionStrings__Appointments, Reminders__WindowHours); a single underscore or a colon is silently not bound.",
        [[r"__|double.underscore"]],
        [
            [
                Say(
                    "the api container can't reach the db when I run the whole compose stack, but it works from Rider. ideas?"
                ),
                read(
                    "docker-compose.yml",
                    "  api:\n    build: .\n    environment:\n      ASPNETCORE_ENVIRONMENT: Development\n      ConnectionStrings_Appointments: \"Host=db;Port=5432;Database=appointments;Username=appointments;Password=local\"",
                ),
                Say(
                    "oh, the single underscore. it has to be ConnectionStrings__Appointments — double underscore is how .NET maps env vars onto the : in config keys, so with one underscore it falls back to the appsettings value pointing at localhost"
                ),
                edit(
                    "docker-compose.yml",
                    "      ConnectionStrings_Appointments:",
                    "      ConnectionStrings__Appointments:",
                ),
            ],
            [
                Say(
                    "when you add Sms:ApiBaseUrl to the compose env remember it's Sms__ApiBaseUrl there, colons don't work in env var names on linux"
                )
            ],
            [
                Say(
                    "Reminders__WindowHours, two underscores. the one you wrote (Reminders_WindowHours) is ignored without any error, that's why the default 24 kicked in"
                )
            ],
        ],
    ),
    Lesson(
        "amara-dotnet-format",
        "amara",
        "correction",
        "Run `dotnet format --verify-no-changes` before calling a change done; CI fails on formatting and analyzer diagnostics.",
        [[r"dotnet format"]],
        [
            [
                Say("is it ready for review?"),
                Reply("Yes — the build is clean and the unit tests pass (42/42)."),
                Say(
                    "did you run dotnet format though? CI runs it with --verify-no-changes and honestly it's what fails most of my PRs"
                ),
                bash(
                    "dotnet format --verify-no-changes",
                    "/home/amara/src/appointments-api/src/Larkspur.Appointments.Api/Endpoints/WaitlistEndpoints.cs(31,1): error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [/home/amara/src/appointments-api/src/Larkspur.Appointments.Api/Larkspur.Appointments.Api.csproj]\n/home/amara/src/appointments-api/src/Larkspur.Appointments.Api/Endpoints/WaitlistEndpoints.cs(4,1): error IDE0005: Using directive is unnecessary.",
                    error=True,
                ),
                bash("dotnet format && dotnet format --verify-no-changes", ""),
            ],
            [Say("CI red on format again. dotnet format before you say done, please")],
            [Say("after the edits: dotnet format, then the tests, then tell me it's done")],
        ],
    ),
    Lesson(
        "amara-dev-certs",
        "amara",
        "fix",
        "`dotnet run` of the Api or Worker fails with 'Unable to configure HTTPS endpoint ... the default developer certificate could not be found or is out of date' until `dotnet dev-certs https --trust` is run.",
        [[r"dev-certs|dev cert|developer certificate"]],
        [
            [
                Say("run the api locally, I want to click through swagger"),
                bash(
                    f"dotnet run --project {API}",
                    "Unhandled exception. System.InvalidOperationException: Unable to configure HTTPS endpoint. No server certificate was specified, and the default developer certificate could not be found or is out of date.\nTo generate a developer certificate run 'dotnet dev-certs https'. To trust the certificate (Windows and macOS only) run 'dotnet dev-certs https --trust'.",
                    error=True,
                ),
                bash(
                    f"dotnet dev-certs https --trust && dotnet run --project {API}",
                    "The HTTPS developer certificate was generated successfully.\ninfo: Microsoft.Hosting.Lifetime[14]\n      Now listening on: https://localhost:7081\ninfo: Microsoft.Hosting.Lifetime[0]\n      Application started. Press Ctrl+C to shut down.",
                ),
            ],
            [
                Say("start the reminders worker locally"),
                bash(
                    "dotnet run --project src/Larkspur.Appointments.Worker",
                    "Unhandled exception. System.InvalidOperationException: Unable to configure HTTPS endpoint. No server certificate was specified, and the default developer certificate could not be found or is out of date.",
                    error=True,
                ),
                Say("dev cert expired again I bet. dotnet dev-certs https --trust"),
                bash(
                    "dotnet dev-certs https --trust && dotnet run --project src/Larkspur.Appointments.Worker",
                    "The HTTPS developer certificate was generated successfully.\ninfo: Larkspur.Appointments.Worker.ReminderDispatcher[0]\n      Reminder dispatcher started",
                ),
            ],
            [
                Say(
                    "the 'unable to configure HTTPS endpoint' crash on startup is only ever the dev cert — it happens after every SDK update. dev-certs https --trust and run it again"
                )
            ],
        ],
    ),
]

PINIA_ERR = 'Error: [🍍]: "getActivePinia()" was called but there was no active Pinia. Are you trying to use a store before calling "app.use(pinia)"?\nSee https://pinia.vuejs.org/core-concepts/outside-component-usage.html for help.'
CLIENT_ERR = '✘ [ERROR] Failed to resolve entry for package "@larkspur/api-client". The package may have incorrect main/module/exports specified in its package.json. [plugin vite:dep-pre-bundle]'

LUCAS_LESSONS = [
    Lesson(
        "lucas-pnpm-only",
        "lucas",
        "correction",
        "The repo is a pnpm workspace: use pnpm only (pnpm add/install/run, with --filter for a package), never npm or yarn, which choke on workspace: dependencies and leave a stray package-lock.json or yarn.lock.",
        [[r"pnpm"]],
        [
            [
                Say("add dayjs to the portal"),
                bash(
                    "cd apps/portal && npm install dayjs",
                    'npm error code EUNSUPPORTEDPROTOCOL\nnpm error Unsupported URL Type "workspace:": workspace:*\nnpm error A complete log of this run can be found in: /home/lucas/.npm/_logs/2026-12-08T10_02_41_118Z-debug-0.log',
                    error=True,
                ),
                Say("pnpm. never npm in here"),
                bash(
                    f"{PORTAL} add dayjs",
                    "Progress: resolved 812, reused 790, downloaded 1, added 1, done\n\ndependencies:\n+ dayjs 1.11.13\n\nDone in 3.2s",
                ),
            ],
            [
                Say(
                    "theres a package-lock.json in apps/portal now?? delete it. pnpm only, npm doesnt get workspace: deps and makes a mess"
                ),
                bash("rm apps/portal/package-lock.json && git status --short", " M pnpm-lock.yaml"),
            ],
            [Say("no yarn either lol. pnpm")],
        ],
    ),
    Lesson(
        "lucas-script-setup",
        "lucas",
        "convention",
        'Vue components are written with `<script setup lang="ts">` and the Composition API (defineProps/defineEmits with types); no Options API.',
        [[r"script setup|composition api"]],
        [
            [
                Say("new component InsuranceCardUpload, file input + image preview"),
                edit(
                    "apps/portal/src/components/InsuranceCardUpload.vue",
                    "",
                    "<script lang=\"ts\">\nexport default defineComponent({\n  data() {\n    return { file: null as File | null, previewUrl: '' }\n  },\n  methods: {\n    onChange(e: Event) { /* ... */ },\n  },\n})\n</script>",
                ),
                Say("script setup + ts pls, we dont do options api"),
                edit(
                    "apps/portal/src/components/InsuranceCardUpload.vue",
                    "<script lang=\"ts\">\nexport default defineComponent({\n  data() {\n    return { file: null as File | null, previewUrl: '' }\n  },\n  methods: {\n    onChange(e: Event) { /* ... */ },\n  },\n})\n</script>",
                    "<script setup lang=\"ts\">\nconst emit = defineEmits<{ selected: [file: File] }>()\nconst file = ref<File | null>(null)\nconst previewUrl = ref('')\nfunction onChange(e: Event) { /* ... */ }\n</script>",
                ),
            ],
            [Say("options api in RescheduleDialog.vue?? rewrite to <script setup lang=\"ts\">")],
            [
                Say(
                    "all new comps: script setup, typed defineProps<>(), composition api. same as evrything else in apps/portal"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-store-to-refs",
        "lucas",
        "gotcha",
        "Destructuring a Pinia store (`const { x } = useStore()`) loses reactivity: take state and getters through storeToRefs(); actions can be destructured directly.",
        [[r"storeToRefs"]],
        [
            [
                Say("upcoming count in the nav badge doesnt update after booking"),
                read(
                    "apps/portal/src/components/NavBadge.vue",
                    "<script setup lang=\"ts\">\nconst { upcomingCount } = useAppointmentsStore()\n</script>",
                ),
                Say("ah destructured the store. storeToRefs"),
                edit(
                    "apps/portal/src/components/NavBadge.vue",
                    "const { upcomingCount } = useAppointmentsStore()",
                    "const { upcomingCount } = storeToRefs(useAppointmentsStore())",
                ),
            ],
            [
                Say(
                    "same bug as the badge in ProfileHeader, u destructured useProfileStore directly so displayName never changes. storeToRefs"
                )
            ],
            [
                Say(
                    "pinia reminder: state/getters thru storeToRefs, actions u can pull straight off the store"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-testing-pinia",
        "lucas",
        "fix",
        "Component specs whose component uses a Pinia store fail with 'getActivePinia() was called but there was no active Pinia' unless mounted with `global: { plugins: [createTestingPinia()] }` from @pinia/testing.",
        [[r"createTestingPinia|pinia/testing|testing.?pinia"]],
        [
            [
                Say("spec for NavBadge"),
                edit(
                    "apps/portal/src/components/NavBadge.spec.ts",
                    "",
                    "describe('NavBadge', () => {\n  it('shows the upcoming count', () => {\n    const w = mount(NavBadge)\n    expect(w.text()).toContain('0')\n  })\n})",
                ),
                bash(
                    f"{PORTAL} exec vitest run src/components/NavBadge.spec.ts",
                    f" FAIL  src/components/NavBadge.spec.ts > NavBadge > shows the upcoming count\n{PINIA_ERR}\n Test Files  1 failed (1)\n      Tests  1 failed (1)",
                    error=True,
                ),
                edit(
                    "apps/portal/src/components/NavBadge.spec.ts",
                    "const w = mount(NavBadge)",
                    "const w = mount(NavBadge, {\n      global: { plugins: [createTestingPinia({ initialState: { appointments: { upcoming: [] } } })] },\n    })",
                ),
                bash(
                    f"{PORTAL} exec vitest run src/components/NavBadge.spec.ts",
                    " ✓ src/components/NavBadge.spec.ts (1 test) 41ms\n Test Files  1 passed (1)\n      Tests  1 passed (1)",
                ),
            ],
            [
                Say("run the ProfileHeader spec"),
                bash(
                    f"{PORTAL} exec vitest run src/layout/ProfileHeader.spec.ts",
                    f" FAIL  src/layout/ProfileHeader.spec.ts > ProfileHeader > shows the display name\n{PINIA_ERR}\n Test Files  1 failed (1)",
                    error=True,
                ),
                Say("createTestingPinia in global.plugins like the others"),
                edit(
                    "apps/portal/src/layout/ProfileHeader.spec.ts",
                    "mount(ProfileHeader)",
                    "mount(ProfileHeader, { global: { plugins: [createTestingPinia()] } })",
                ),
                bash(
                    f"{PORTAL} exec vitest run src/layout/ProfileHeader.spec.ts",
                    " ✓ src/layout/ProfileHeader.spec.ts (3 tests) 57ms\n Test Files  1 passed (1)",
                ),
            ],
            [
                Say("MessagesList spec"),
                bash(
                    f"{PORTAL} exec vitest run src/components/MessageList.spec.ts",
                    f" FAIL  src/components/MessageList.spec.ts > MessageList > marks a message read on open\n{PINIA_ERR}\n Test Files  1 failed (1)",
                    error=True,
                ),
                edit(
                    "apps/portal/src/components/MessageList.spec.ts",
                    "mount(MessageList, { props: { messages } })",
                    "mount(MessageList, { props: { messages }, global: { plugins: [createTestingPinia()] } })",
                ),
                bash(
                    f"{PORTAL} exec vitest run src/components/MessageList.spec.ts",
                    " ✓ src/components/MessageList.spec.ts (4 tests) 63ms\n Test Files  1 passed (1)",
                ),
            ],
        ],
    ),
    Lesson(
        "lucas-lockfile",
        "lucas",
        "fix",
        "CI's `pnpm install --frozen-lockfile` fails with ERR_PNPM_OUTDATED_LOCKFILE whenever a package.json changes without pnpm-lock.yaml; run `pnpm install` at the repo root and commit the updated lockfile.",
        [[r"pnpm-lock|lockfile|lock file"]],
        [
            [
                Say("ci failed on install?"),
                bash(
                    "pnpm install --frozen-lockfile",
                    'Scope: all 4 workspace projects\n ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/apps/portal/package.json\n\nNote that in CI environments this setting is true by default. If you still need to run install in such cases, use "pnpm install --no-frozen-lockfile"',
                    error=True,
                ),
                bash(
                    "pnpm install && git add pnpm-lock.yaml && git commit -m 'chore: update lockfile' && pnpm install --frozen-lockfile",
                    "Progress: resolved 903, reused 903, downloaded 0, added 0, done\nDone in 2.1s\n[fix/insurance-upload 8c1e4a2] chore: update lockfile\n 1 file changed, 9 insertions(+)\nLockfile is up to date, resolution step is skipped\nAlready up to date",
                ),
            ],
            [
                Say(
                    "lockfile again, u bumped vue-i18n in packages/ui but didnt commit pnpm-lock.yaml. ci cant install"
                ),
                bash(
                    "pnpm install && git add pnpm-lock.yaml && git commit -m 'chore: lockfile for vue-i18n bump'",
                    "Done in 2.4s\n[chore/vue-i18n-10 51fd0b9] chore: lockfile for vue-i18n bump\n 1 file changed, 14 insertions(+), 14 deletions(-)",
                ),
            ],
            [
                Say("check install w/ frozen lockfile before i push"),
                bash(
                    "pnpm install --frozen-lockfile",
                    ' ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with <ROOT>/packages/ui/package.json',
                    error=True,
                ),
                bash(
                    "pnpm install && git add pnpm-lock.yaml && pnpm install --frozen-lockfile",
                    "Done in 1.9s\nLockfile is up to date, resolution step is skipped\nAlready up to date",
                ),
            ],
        ],
    ),
    Lesson(
        "lucas-build-api-client",
        "lucas",
        "fix",
        "The portal imports @larkspur/api-client from its built dist/ (gitignored): after a fresh clone or any change in packages/api-client run `pnpm --filter @larkspur/api-client build` first, or Vite/Vitest fail with 'Failed to resolve entry for package \"@larkspur/api-client\"'.",
        [[r"api-client"], [r"build|dist"]],
        [
            [
                Say("start the dev server"),
                bash(f"{PORTAL} dev", CLIENT_ERR, error=True),
                bash(
                    f"pnpm --filter @larkspur/api-client build && {PORTAL} dev",
                    "> @larkspur/api-client@0.14.0 build /home/lucas/src/portal/packages/api-client\n> tsup src/index.ts --format esm --dts\nESM Build success in 212ms\n\n  VITE v5.4.11  ready in 612 ms\n\n  ➜  Local:   http://localhost:5173/",
                ),
            ],
            [
                Say("AppointmentsView spec pls"),
                bash(
                    f"{PORTAL} exec vitest run src/views/AppointmentsView.spec.ts",
                    ' FAIL  src/views/AppointmentsView.spec.ts [ src/views/AppointmentsView.spec.ts ]\nError: Failed to resolve entry for package "@larkspur/api-client". The package may have incorrect main/module/exports specified in its package.json.\n Test Files  1 failed (1)',
                    error=True,
                ),
                Say("build api-client first, its dist isnt committed"),
                bash(
                    f"pnpm --filter @larkspur/api-client build && {PORTAL} exec vitest run src/views/AppointmentsView.spec.ts",
                    "ESM Build success in 198ms\n ✓ src/views/AppointmentsView.spec.ts (5 tests) 122ms\n Test Files  1 passed (1)",
                ),
            ],
            [
                Say(
                    "i regenerated the client from amara's openapi spec. portal wont see the new types till u build api-client, do that before touching the views"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-i18n",
        "lucas",
        "convention",
        "No hard-coded user-facing text: every string goes through vue-i18n (`t('key')`) with the key added to both locales/en.json and locales/es.json.",
        [[r"i18n|\bt\(|locales?\b|es\.json"]],
        [
            [
                Say("empty state on appointments: 'No upcoming appointments'"),
                edit(
                    "apps/portal/src/views/AppointmentsView.vue",
                    '<AppointmentList v-if="upcoming.length" :items="upcoming" />',
                    '<AppointmentList v-if="upcoming.length" :items="upcoming" />\n<p v-else class="empty">No upcoming appointments</p>',
                ),
                Say(
                    "i18n. t('appointments.empty') + the key in en.json AND es.json, like half our patients use spanish"
                ),
                edit(
                    "apps/portal/src/views/AppointmentsView.vue",
                    '<p v-else class="empty">No upcoming appointments</p>',
                    "<p v-else class=\"empty\">{{ t('appointments.empty') }}</p>",
                ),
                edit(
                    "apps/portal/src/locales/es.json",
                    '"appointments": {',
                    '"appointments": {\n    "empty": "No tiene citas próximas",',
                ),
            ],
            [Say("hardcoded english on the reschedule dialog buttons, move to i18n keys pls")],
            [
                Say(
                    "new strings go in en + es locale files, both. a missing es key shows patients the raw key (appointments.reschedule.confirm) which looks broken"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-msw",
        "lucas",
        "convention",
        "Tests mock the backend with MSW handlers (defaults in src/mocks/handlers.ts, `server.use(...)` per test), never vi.mock of @larkspur/api-client or of fetch.",
        [[r"\bmsw\b|mock service worker|server\.use|handlers\.ts"]],
        [
            [
                Say("test the error state when loading messages fails"),
                edit(
                    "apps/portal/src/views/MessagesView.spec.ts",
                    "describe('MessagesView', () => {",
                    "vi.mock('@larkspur/api-client', () => ({ getMessages: vi.fn().mockRejectedValue(new Error('500')) }))\n\ndescribe('MessagesView', () => {",
                ),
                Say(
                    "dont vi.mock the client. server.use(http.get('/api/messages', () => HttpResponse.json({}, { status: 500 }))) — msw"
                ),
                edit(
                    "apps/portal/src/views/MessagesView.spec.ts",
                    "vi.mock('@larkspur/api-client', () => ({ getMessages: vi.fn().mockRejectedValue(new Error('500')) }))\n\n",
                    "",
                ),
            ],
            [Say("msw for api mocks, always. vi.mock on fetch hides bugs in the client itself")],
            [
                Say(
                    "new endpoint in the client → add a default handler in src/mocks/handlers.ts too, otherwise msw warns about unhandled requests in every spec"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-vite-proxy",
        "lucas",
        "gotcha",
        "In dev the portal reaches the API through relative /api paths that Vite's server.proxy forwards to https://localhost:7081; hard-coding the API's localhost URL in client code fails with CORS errors.",
        [[r"proxy"]],
        [
            [
                Say("insurance upload fails locally, cors error in the console"),
                read(
                    "apps/portal/src/api/insurance.ts",
                    "export const uploadCard = (form: FormData) =>\n  fetch('https://localhost:7081/api/insurance-cards', { method: 'POST', body: form })",
                ),
                Say(
                    "yeah use the relative /api path. vite proxies /api to the backend, the api doesnt allow :5173 as an origin"
                ),
                edit(
                    "apps/portal/src/api/insurance.ts",
                    "fetch('https://localhost:7081/api/insurance-cards'",
                    "fetch('/api/insurance-cards'",
                ),
            ],
            [Say("no absolute localhost urls in client code, /api goes thru the vite proxy")],
            [Say("cors in dev = someone bypassed the proxy. grep src for localhost:7081")],
        ],
    ),
    Lesson(
        "lucas-storage-state",
        "lucas",
        "gotcha",
        "Playwright specs start logged in through the auth setup project's storageState (playwright/.auth/patient.json); the real login needs an SMS one-time code, so specs never drive the login form.",
        [[r"storageState|storage.state|auth\.setup|\.auth/"]],
        [
            [
                Say("e2e: patient reschedules an appointment"),
                edit(
                    "apps/portal/e2e/reschedule.spec.ts",
                    "",
                    "test('patient reschedules', async ({ page }) => {\n  await page.goto('/login')\n  await page.getByLabel('Email').fill('jane.test@larkspur.dev')\n  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!)\n  await page.getByRole('button', { name: 'Sign in' }).click()",
                ),
                Say(
                    "dont log in inside the test, the login wants the sms code. spec already gets storageState from auth.setup.ts, just goto('/appointments')"
                ),
                edit(
                    "apps/portal/e2e/reschedule.spec.ts",
                    "  await page.goto('/login')\n  await page.getByLabel('Email').fill('jane.test@larkspur.dev')\n  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!)\n  await page.getByRole('button', { name: 'Sign in' }).click()",
                    "  await page.goto('/appointments')",
                ),
            ],
            [Say("why r u filling the login form again. storageState")],
            [
                Say(
                    "fyi e2e auth: the setup project logs in once (otp bypass header, only on the test env) and writes playwright/.auth/patient.json, every spec reuses that"
                )
            ],
        ],
    ),
    Lesson(
        "lucas-vue-tsc",
        "lucas",
        "correction",
        "Typecheck with vue-tsc (`pnpm --filter @larkspur/portal typecheck`, i.e. `vue-tsc --noEmit`) before calling it done; plain tsc skips .vue files.",
        [[r"vue-tsc|typecheck"]],
        [
            [
                Say("done?"),
                Reply("Yes — `pnpm exec tsc --noEmit` passes and the specs are green."),
                Say("tsc doesnt look inside .vue files. vue-tsc"),
                bash(
                    f"{PORTAL} typecheck",
                    "> @larkspur/portal@2.8.0 typecheck /home/lucas/src/portal/apps/portal\n> vue-tsc --noEmit\n\nsrc/components/InsuranceCardUpload.vue:24:9 - error TS2322: Type 'File | undefined' is not assignable to type 'File | null'.\n\n24   file.value = input.files?.[0]\n           ~~~~~\n\nFound 1 error in src/components/InsuranceCardUpload.vue:24",
                    error=True,
                ),
            ],
            [Say("typecheck w/ vue-tsc b4 u say its done")],
            [Say("ci typecheck red. run vue-tsc locally pls, not tsc")],
        ],
    ),
    Lesson(
        "lucas-vitest-run",
        "lucas",
        "correction",
        "Run Vitest non-interactively with `vitest run` (or `--run`); bare `vitest` starts watch mode and never exits.",
        [[r"vitest run|--run|watch"]],
        [
            [
                Say("run the store tests"),
                bash(
                    f"{PORTAL} exec vitest src/stores",
                    " ✓ src/stores/appointments.spec.ts (6 tests) 38ms\n ✓ src/stores/profile.spec.ts (4 tests) 22ms\n Test Files  2 passed (2)\n      Tests  10 passed (10)\n\n Waiting for file changes...\n       press h to show help, press q to quit",
                ),
                Say("its sitting in watch mode. vitest run"),
                bash(
                    f"{PORTAL} exec vitest run src/stores",
                    " ✓ src/stores/appointments.spec.ts (6 tests) 38ms\n ✓ src/stores/profile.spec.ts (4 tests) 22ms\n Test Files  2 passed (2)\n      Tests  10 passed (10)",
                ),
            ],
            [Say("stuck again. watch mode. always `vitest run`")],
            [
                Say(
                    "pass --run when u call pnpm test, u arent a human at a terminal, nobody presses q lol"
                )
            ],
        ],
    ),
]
