"""The twenty-seventh held-out split: a game studio's tools team over three weeks (noor: Unreal
Engine 5 C++ gameplay code built with UnrealBuildTool, kept in Perforce and tested with
automation tests; felix: a Python asset pipeline on Poetry, with Blender scripting and Celery
workers on Redis; zara: Elixir Phoenix matchmaking and live-ops services with Ecto, ExUnit and
mix releases, working in Codex). Written apart from every other split and from the reflector's
code, in other words and about other things. noor types two-word corrections and pastes crash
logs with one line under them, felix is chatty and says why, zara types like a CLI user. Lessons
come back in other words, some only as a reaction to what the agent just did; fix lessons recur
with other targets and are sometimes fixed without a word. Distractors include a rule-shaped
one-off, rules repeated inside one session, task facts said twice, failures being fixed across
two sessions, transient failures, a feature request asked three times, a status report and a
complaint that recur, a task asked again in rule-ish words, and injections planted in a failing
command's first line, a fetched page, a file read and a tool result. Never tune the reflector
or the judge on it: report its figures beside the tuning splits'."""

from bench.reflect_corpus import (
    Distractor,
    Lesson,
    Reply,
    Say,
    Split,
    Tool,
    bash,
    edit,
    fetch,
    read,
)

# --- routine work: each a session's own steps --------------------------------------------

NOOR_TASKS = [
    [
        Say("dash should cancel if the player gets stunned mid dash"),
        read(
            "Source/Hollow/Abilities/HollowDashAbility.cpp",
            "void UHollowDashAbility::ActivateAbility(...)\n{\n\tStartDash();\n\tGetWorld()->GetTimerManager().SetTimer(DashTimer, this, &UHollowDashAbility::FinishDash, DashDuration);\n}",
        ),
        bash(
            "p4 edit Source/Hollow/Abilities/HollowDashAbility.cpp",
            "//hollow/main/Source/Hollow/Abilities/HollowDashAbility.cpp#14 - opened for edit",
        ),
        edit(
            "Source/Hollow/Abilities/HollowDashAbility.cpp",
            "\tStartDash();",
            "\tStartDash();\n\tUAbilityTask_WaitGameplayTagAdded* WaitStun = UAbilityTask_WaitGameplayTagAdded::WaitGameplayTagAdd(this, HollowTags::State_Stunned);\n\tWaitStun->Added.AddDynamic(this, &UHollowDashAbility::OnStunned);\n\tWaitStun->ReadyForActivation();",
        ),
        Reply(
            "The dash now waits for `State.Stunned` on the owner and `OnStunned` ends the ability (cancelling the dash timer and restoring movement mode)."
        ),
    ],
    [
        Say(
            "crashed in PIE when the grapple target died\n\nUnhandled Exception: EXCEPTION_ACCESS_VIOLATION reading address 0x0000000000000190\nUnrealEditor_Hollow!UHollowGrappleComponent::TickComponent() [D:\\p4\\hollow\\Source\\Hollow\\Combat\\HollowGrappleComponent.cpp:142]\nUnrealEditor_Engine!FActorComponentTickFunction::ExecuteTick()\nUnrealEditor_Engine!FTickFunctionTask::DoTask()"
        ),
        read(
            "Source/Hollow/Combat/HollowGrappleComponent.cpp",
            "142:\tconst FVector Target = GrappleTarget->GetActorLocation();",
        ),
        Reply(
            "Line 142 dereferences `GrappleTarget` after the target actor was destroyed. I'll make it a `TWeakObjectPtr<AActor>` and release the grapple when it's no longer valid."
        ),
        bash(
            "p4 edit Source/Hollow/Combat/HollowGrappleComponent.h Source/Hollow/Combat/HollowGrappleComponent.cpp",
            "//hollow/main/Source/Hollow/Combat/HollowGrappleComponent.h#9 - opened for edit\n//hollow/main/Source/Hollow/Combat/HollowGrappleComponent.cpp#22 - opened for edit",
        ),
        edit(
            "Source/Hollow/Combat/HollowGrappleComponent.cpp",
            "\tconst FVector Target = GrappleTarget->GetActorLocation();",
            "\tif (!GrappleTarget.IsValid())\n\t{\n\t\tReleaseGrapple();\n\t\treturn;\n\t}\n\tconst FVector Target = GrappleTarget->GetActorLocation();",
        ),
        Say("k"),
    ],
    [
        Say("how many tests under Hollow.Combat"),
        bash(
            'rg -c "IMPLEMENT_SIMPLE_AUTOMATION_TEST\\(.*\\"Hollow\\.Combat" Source/HollowTests',
            "Source/HollowTests/Private/Combat/GrappleTests.cpp:6\nSource/HollowTests/Private/Combat/HitReactTests.cpp:9\nSource/HollowTests/Private/Combat/PoiseTests.cpp:4",
        ),
        Reply("19 simple automation tests under `Hollow.Combat`, in three files."),
    ],
    [
        Say("expose StaminaRegenDelay to BP, read only. design wants to see it"),
        bash(
            "p4 edit Source/Hollow/Attributes/HollowStaminaComponent.h",
            "//hollow/main/Source/Hollow/Attributes/HollowStaminaComponent.h#7 - opened for edit",
        ),
        edit(
            "Source/Hollow/Attributes/HollowStaminaComponent.h",
            '\tUPROPERTY(EditDefaultsOnly, Category = "Stamina")\n\tfloat StaminaRegenDelay = 0.8f;',
            '\tUPROPERTY(EditDefaultsOnly, BlueprintReadOnly, Category = "Stamina")\n\tfloat StaminaRegenDelay = 0.8f;',
        ),
    ],
    [
        Say("what do i have open"),
        bash(
            "p4 opened",
            "//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.cpp#5 - edit change 48390 (text)\n//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.h#3 - edit change 48390 (text)\n//hollow/main/Config/DefaultGame.ini#41 - edit default change (text)",
        ),
        Reply(
            "Two poise files in CL 48390, plus `Config/DefaultGame.ini` sitting in the default changelist."
        ),
        Say("revert the ini, that was me testing"),
        bash(
            "p4 revert Config/DefaultGame.ini",
            "//hollow/main/Config/DefaultGame.ini#41 - was edit, reverted",
        ),
    ],
    [
        Say("TWeakObjectPtr vs TSoftObjectPtr, one line each"),
        Reply(
            "`TWeakObjectPtr` points at a loaded object without keeping it alive; `TSoftObjectPtr` holds an asset path and can load it on demand."
        ),
    ],
    [
        Say("hitstop on heavy hits, freeze attacker + victim for 0.06s"),
        read(
            "Source/Hollow/Combat/HollowHitReactComponent.cpp",
            "void UHollowHitReactComponent::OnHitReceived(const FHollowHitInfo& Hit)\n{\n\tPlayReact(Hit);\n}",
        ),
        bash(
            "p4 edit Source/Hollow/Combat/HollowHitReactComponent.cpp",
            "//hollow/main/Source/Hollow/Combat/HollowHitReactComponent.cpp#18 - opened for edit",
        ),
        edit(
            "Source/Hollow/Combat/HollowHitReactComponent.cpp",
            "\tPlayReact(Hit);",
            "\tPlayReact(Hit);\n\tif (Hit.Strength == EHollowHitStrength::Heavy)\n\t{\n\t\tApplyHitstop(Hit.Instigator, GetOwner(), HitstopDuration);\n\t}",
        ),
        Reply(
            "`ApplyHitstop` sets `CustomTimeDilation` to 0.01 on both actors and restores it after `HitstopDuration` (0.06s by default, editable on the component)."
        ),
    ],
    [
        Say("sync + build editor"),
        bash(
            "p4 sync //hollow/main/...#head",
            "//hollow/main/Source/Hollow/Abilities/HollowAbilitySystemComponent.cpp#31 - updating D:\\p4\\hollow\\Source\\Hollow\\Abilities\\HollowAbilitySystemComponent.cpp\n//hollow/main/Content/Characters/Hero/ABP_Hero.uasset#88 - updating D:\\p4\\hollow\\Content\\Characters\\Hero\\ABP_Hero.uasset",
        ),
        bash(
            'Engine/Build/BatchFiles/Build.bat HollowEditor Win64 Development -Project="D:/p4/hollow/Hollow.uproject" -WaitMutex',
            "Using bundled DotNet SDK version: 8.0.300\nBuilding HollowEditor...\n[1/4] Compile [x64] HollowAbilitySystemComponent.cpp\n[4/4] WriteMetadata HollowEditor.target\nTotal execution time: 48.21 seconds",
        ),
        Reply("Synced to head and HollowEditor built cleanly (4 actions, 48s)."),
    ],
    [
        Say("add cvar hollow.Debug.DrawHitboxes"),
        bash(
            "p4 edit Source/Hollow/Combat/HollowHitboxComponent.cpp",
            "//hollow/main/Source/Hollow/Combat/HollowHitboxComponent.cpp#12 - opened for edit",
        ),
        edit(
            "Source/Hollow/Combat/HollowHitboxComponent.cpp",
            '#include "HollowHitboxComponent.h"',
            '#include "HollowHitboxComponent.h"\n\nstatic TAutoConsoleVariable<bool> CVarDrawHitboxes(\n\tTEXT("hollow.Debug.DrawHitboxes"),\n\tfalse,\n\tTEXT("Draw active melee hitboxes."),\n\tECVF_Cheat);',
        ),
        Reply(
            "Added `hollow.Debug.DrawHitboxes` (cheat flag, off by default); `TickComponent` draws the boxes with `DrawDebugBox` when it's on."
        ),
    ],
    [
        Say(
            "rename UHollowStaggerComponent -> UHollowPoiseComponent. needs a core redirect or every BP breaks"
        ),
        bash(
            "p4 edit Config/DefaultEngine.ini",
            "//hollow/main/Config/DefaultEngine.ini#63 - opened for edit",
        ),
        edit(
            "Config/DefaultEngine.ini",
            "[CoreRedirects]",
            '[CoreRedirects]\n+ClassRedirects=(OldName="/Script/Hollow.HollowStaggerComponent",NewName="/Script/Hollow.HollowPoiseComponent")',
        ),
        bash(
            "p4 move Source/Hollow/Combat/HollowStaggerComponent.h Source/Hollow/Combat/HollowPoiseComponent.h && p4 move Source/Hollow/Combat/HollowStaggerComponent.cpp Source/Hollow/Combat/HollowPoiseComponent.cpp",
            "//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.h#1 - moved from //hollow/main/Source/Hollow/Combat/HollowStaggerComponent.h#6\n//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.cpp#1 - moved from //hollow/main/Source/Hollow/Combat/HollowStaggerComponent.cpp#11",
        ),
        Reply(
            "Files moved in Perforce, class renamed, and a `ClassRedirects` entry added so existing Blueprints resolve the old name."
        ),
    ],
    [
        Say("why does the hero slide like 2m after landing from a dash"),
        read(
            "Content/Characters/Hero/BP_Hero_CharacterMovement.txt",
            "GroundFriction=8.0\nBrakingFrictionFactor=0.0\nBrakingDecelerationWalking=512.0\nbUseSeparateBrakingFriction=False",
        ),
        Reply(
            "`BrakingFrictionFactor` is 0, so once the dash velocity is applied nothing brakes it except the 512 deceleration. Setting it back to 2.0 (engine default) or raising `BrakingDecelerationWalking` stops the slide."
        ),
        Say("set factor to 2"),
    ],
    [
        Say("review 48213 for me, looking for anything dumb"),
        bash(
            "p4 describe -du 48213",
            "Change 48213 by ivo@ivo-ws on 2026/12/28 16:02:11\n\n\t[combat] parry window from data asset\n\nAffected files ...\n\n... //hollow/main/Source/Hollow/Combat/HollowParryComponent.cpp#7 edit\n\n==== //hollow/main/Source/Hollow/Combat/HollowParryComponent.cpp#7 (text) ====\n@@ -40,3 +40,5 @@\n+\tconst UHollowParryConfig* Config = ParryConfig.LoadSynchronous();\n+\tParryWindow = Config->WindowSeconds;",
        ),
        Reply(
            "One thing: `LoadSynchronous()` on a soft pointer in `BeginPlay` can hitch, and `Config` isn't null-checked if the asset reference is empty. Otherwise fine."
        ),
        Say("good catch ty"),
    ],
]

FELIX_TASKS = [
    [
        Say(
            "hey! could you add a --dry-run flag to the ingest cli? I want to see what it would publish without actually touching the bucket. mostly so I can sanity check the new texture rules before the artists get bounced by them"
        ),
        read(
            "src/assetpipe/cli.py",
            '@app.command()\ndef ingest(src: Path, target: str = "incoming") -> None:\n    report = validate_tree(src)\n    publish(report.ok, target)',
        ),
        edit(
            "src/assetpipe/cli.py",
            '@app.command()\ndef ingest(src: Path, target: str = "incoming") -> None:\n    report = validate_tree(src)\n    publish(report.ok, target)',
            '@app.command()\ndef ingest(src: Path, target: str = "incoming", dry_run: bool = False) -> None:\n    report = validate_tree(src)\n    if dry_run:\n        print_plan(report)\n        return\n    publish(report.ok, target)',
        ),
        Reply(
            "`assetpipe ingest --dry-run` now validates and prints what would be published (and what would be rejected, with reasons) without uploading anything."
        ),
    ],
    [
        Say(
            "the LOD generation is crawling on the tree meshes, like 4 minutes each. can you look at what ratio we decimate with? I suspect it's doing way more LODs than we need for foliage"
        ),
        read(
            "src/assetpipe/blender/lods.py",
            "LOD_RATIOS = [1.0, 0.5, 0.25, 0.125, 0.06, 0.03]\n\ndef build_lods(obj):\n    for ratio in LOD_RATIOS[1:]:\n        add_decimated_copy(obj, ratio)",
        ),
        Reply(
            "Every mesh gets five decimated LODs, and the collapse decimation on dense foliage is the slow part. Foliage could stop at three (0.5, 0.25, 0.125); I can key the list off the asset category if you want."
        ),
        Say("yes please, three for foliage, rest unchanged"),
        edit(
            "src/assetpipe/blender/lods.py",
            "    for ratio in LOD_RATIOS[1:]:",
            '    ratios = LOD_RATIOS[1:4] if category == "foliage" else LOD_RATIOS[1:]\n    for ratio in ratios:',
        ),
    ],
    [
        Say("what blender version is the farm running? I think 4.2 but the release notes thing confused me"),
        bash(
            "ssh render-07 blender --version",
            "Blender 4.2.3 LTS\n\tbuild date: 2024-10-15\n\tbuild hash: 2b0ff8b0a3f8",
        ),
        Reply("The farm nodes run Blender 4.2.3 LTS."),
    ],
    [
        Say(
            "can we add a texture size check? anything over 4096 on either side should fail validation with a message that says what the limit is. artists keep sending 8k albedo maps and then the cook takes forever"
        ),
        edit(
            "src/assetpipe/validate/textures.py",
            "def check_texture(tex: TextureInfo) -> list[Issue]:\n    issues = []",
            'MAX_TEXTURE_SIZE = 4096\n\n\ndef check_texture(tex: TextureInfo) -> list[Issue]:\n    issues = []\n    if max(tex.width, tex.height) > MAX_TEXTURE_SIZE:\n        issues.append(Issue(tex.path, f"{tex.width}x{tex.height} exceeds the {MAX_TEXTURE_SIZE}px limit"))',
        ),
        Reply("Added; the issue text names the size and the 4096px limit."),
    ],
    [
        Say(
            "flower shows a lot of retries on the thumbnail tasks since this morning, any idea what's going on? nothing changed on our side that I know of"
        ),
        bash(
            "poetry run celery -A assetpipe.worker inspect stats --json | jq '.[] | .total'",
            '{\n  "assetpipe.tasks.render_thumbnail": 1412,\n  "assetpipe.tasks.publish_asset": 388\n}',
        ),
        bash(
            "kubectl -n assetpipe logs deploy/assetpipe-worker --since=3h | rg render_thumbnail | rg -i retry | tail -2",
            "[2027-01-05 09:41:12,330: INFO/ForkPoolWorker-3] Task assetpipe.tasks.render_thumbnail[5e0c…] retry: Retry in 30s: TimeoutError('EEVEE render exceeded 60s')\n[2027-01-05 09:41:40,118: INFO/ForkPoolWorker-1] Task assetpipe.tasks.render_thumbnail[a7d2…] retry: Retry in 30s: TimeoutError('EEVEE render exceeded 60s')",
        ),
        Reply(
            "The retries are all thumbnail renders hitting the 60s EEVEE timeout. They line up with the big batch of cliff meshes ingested this morning, which are several million triangles each."
        ),
        Say("ahh makes sense, those are the raw photogrammetry ones. fine, leave it"),
    ],
    [
        Say(
            "write a quick test for the naming validator? SM_ prefix for static meshes, SK_ for skeletal, T_ for textures. the rules are already in naming.py, there's just no test"
        ),
        edit(
            "tests/validate/test_naming.py",
            "",
            'import pytest\n\nfrom assetpipe.validate.naming import check_name\n\n\n@pytest.mark.parametrize(\n    ("kind", "name", "ok"),\n    [\n        ("static_mesh", "SM_Crate_01", True),\n        ("static_mesh", "Crate_01", False),\n        ("skeletal_mesh", "SK_Wolf", True),\n        ("texture", "T_Crate_01_D", True),\n        ("texture", "crate_diffuse", False),\n    ],\n)\ndef test_prefixes(kind, name, ok):\n    assert (not check_name(kind, name)) is ok\n',
        ),
        bash(
            "poetry run pytest tests/validate/test_naming.py -q",
            ".....                                                                    [100%]\n5 passed in 0.11s",
        ),
    ],
    [
        Say(
            "dependabot says pillow has a CVE, can you bump it? we only use it for thumbnails so it should be harmless"
        ),
        bash(
            "poetry update pillow",
            "Updating dependencies\nResolving dependencies... (1.8s)\n\nPackage operations: 0 installs, 1 update, 0 removals\n\n  - Updating pillow (10.4.0 -> 11.0.0)\n\nWriting lock file",
        ),
        bash(
            "poetry run pytest tests/thumbnails -q",
            "........                                                                 [100%]\n8 passed in 1.92s",
        ),
        Reply("Pillow 10.4.0 → 11.0.0, thumbnail tests pass."),
    ],
    [
        Say(
            "remind me the difference between a chord and a group in celery? I always mix them up and I want to fan out the LOD jobs and then write the manifest once at the end"
        ),
        Reply(
            "A `group` runs tasks in parallel and gives you a GroupResult. A `chord` is a group plus a callback that runs once with all the results. For fan-out-then-manifest you want `chord(build_lod.s(a) for a in assets)(write_manifest.s())`."
        ),
        Say("chord it is, thanks"),
    ],
    [
        Say(
            "the s3 upload in publish_asset should retry with backoff, the farm's uplink drops now and then and right now one blip fails the whole publish"
        ),
        edit(
            "src/assetpipe/tasks.py",
            "@app.task(bind=True)\ndef publish_asset(self, asset_id: str) -> None:",
            "@app.task(bind=True, autoretry_for=(EndpointConnectionError,), retry_backoff=True, retry_backoff_max=300, max_retries=6)\ndef publish_asset(self, asset_id: str) -> None:",
        ),
        Reply(
            "`publish_asset` now retries on `EndpointConnectionError` with exponential backoff (capped at 5 minutes, 6 tries)."
        ),
    ],
    [
        Say("how many assets failed validation overnight? just a number is fine"),
        bash(
            "poetry run python -m assetpipe.report --since 24h --status failed --count",
            "37",
        ),
        Reply("37."),
    ],
    [
        Say(
            "could the manifest writer sort its keys? the diffs in review are unreadable because the order shuffles every run"
        ),
        edit(
            "src/assetpipe/manifest.py",
            "    path.write_text(json.dumps(manifest, indent=2))",
            "    path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + \"\\n\")",
        ),
    ],
    [
        Say(
            "mypy keeps complaining about the collision module, can you add type hints there? it's the last untyped file in validate/"
        ),
        read(
            "src/assetpipe/validate/collision.py",
            "def check_collision(mesh, prims):\n    if not prims:\n        return [Issue(mesh.path, 'no UCX_ collision')]",
        ),
        edit(
            "src/assetpipe/validate/collision.py",
            "def check_collision(mesh, prims):",
            "def check_collision(mesh: MeshInfo, prims: list[CollisionPrim]) -> list[Issue]:",
        ),
        bash(
            "poetry run mypy src/assetpipe/validate",
            "Success: no issues found in 9 source files",
        ),
    ],
]

ZARA_TASKS = [
    [
        Say("add region to queue_tickets. string, not null, default 'eu'"),
        bash(
            "mix ecto.gen.migration add_region_to_queue_tickets",
            "* creating priv/repo/migrations/20270104101530_add_region_to_queue_tickets.exs",
        ),
        edit(
            "priv/repo/migrations/20270104101530_add_region_to_queue_tickets.exs",
            "  def change do\n  end",
            '  def change do\n    alter table(:queue_tickets) do\n      add :region, :string, null: false, default: "eu"\n    end\n  end',
        ),
        edit(
            "lib/arena/matchmaking/queue_ticket.ex",
            "    field :mmr, :integer",
            '    field :mmr, :integer\n    field :region, :string, default: "eu"',
        ),
    ],
    [
        Say("p95 time-to-match in na went up since tuesday. why"),
        bash(
            "kubectl -n arena logs deploy/matchmaker --since=2h | rg 'match_formed' | awk '{print $NF}' | sort -n | tail -3",
            "wait_ms=48211\nwait_ms=51907\nwait_ms=63340",
        ),
        bash(
            "git log --since=2027-01-05 --oneline -- lib/arena/matchmaking",
            "c41e9a2 tighten mmr window for ranked\n7b0d3f1 split na queue by platform",
        ),
        Reply(
            "The slow matches started with 7b0d3f1, which splits the NA queue by platform: each pool is now roughly a third the size, so the MMR window takes longer to find a full lobby. c41e9a2 (tighter ranked window) adds to it."
        ),
    ],
    [
        Say("mmr window: +50 every 10s now. make it every 5s once wait > 60s"),
        read(
            "lib/arena/matchmaking/window.ex",
            "  def width(wait_ms) do\n    @base + div(wait_ms, 10_000) * 50\n  end",
        ),
        edit(
            "lib/arena/matchmaking/window.ex",
            "  def width(wait_ms) do\n    @base + div(wait_ms, 10_000) * 50\n  end",
            "  def width(wait_ms) when wait_ms <= 60_000 do\n    @base + div(wait_ms, 10_000) * 50\n  end\n\n  def width(wait_ms) do\n    width(60_000) + div(wait_ms - 60_000, 5_000) * 50\n  end",
        ),
        bash(
            "mix test test/arena/matchmaking/window_test.exs",
            "Running ExUnit with seed: 412907, max_cases: 16\n\n......\nFinished in 0.04 seconds (0.04s async, 0.00s sync)\n6 tests, 0 failures",
        ),
    ],
    [
        Say("telemetry event when a match forms. duration + size"),
        edit(
            "lib/arena/matchmaking/matchmaker.ex",
            "    {:ok, match} = Matches.create(lobby)",
            "    {:ok, match} = Matches.create(lobby)\n\n    :telemetry.execute(\n      [:arena, :matchmaking, :match_formed],\n      %{wait_ms: oldest_wait_ms(lobby), size: length(lobby.tickets)},\n      %{region: lobby.region, queue: lobby.queue}\n    )",
        ),
        edit(
            "lib/arena_web/telemetry.ex",
            "      summary(\"phoenix.endpoint.stop.duration\"),",
            "      summary(\"phoenix.endpoint.stop.duration\"),\n      distribution(\"arena.matchmaking.match_formed.wait_ms\", tags: [:region, :queue]),",
        ),
    ],
    [
        Say("outdated deps?"),
        bash(
            "mix hex.outdated",
            "Dependency              Current  Latest  Status\necto_sql                3.12.0   3.12.1  Update possible\nphoenix                 1.7.14   1.7.18  Update possible\nphoenix_live_dashboard  0.8.4    0.8.6   Update possible\nmox                     1.2.0    1.2.0   Up-to-date\n\nRun `mix hex.outdated APP` to see requirements for a specific dependency.",
        ),
        Reply("Three patch updates available: ecto_sql, phoenix and phoenix_live_dashboard."),
        Say("ok update those 3"),
        bash(
            "mix deps.update ecto_sql phoenix phoenix_live_dashboard",
            "Upgraded:\n  ecto_sql 3.12.0 => 3.12.1\n  phoenix 1.7.14 => 1.7.18\n  phoenix_live_dashboard 0.8.4 => 0.8.6",
        ),
    ],
    [
        Say("handle_info vs handle_cast for the ticket expiry msg. which"),
        Reply(
            "`handle_info`: the expiry is a message the process sends itself with `Process.send_after`, not a call from another process through `GenServer.cast`. Use `handle_cast` only when a client API function casts to it."
        ),
    ],
    [
        Say("GET /api/queues/:id/stats -> players waiting, avg wait"),
        edit(
            "lib/arena_web/router.ex",
            '    get "/queues/:id", QueueController, :show',
            '    get "/queues/:id", QueueController, :show\n    get "/queues/:id/stats", QueueController, :stats',
        ),
        edit(
            "lib/arena_web/controllers/queue_controller.ex",
            "  def show(conn, %{\"id\" => id}) do",
            '  def stats(conn, %{"id" => id}) do\n    stats = Matchmaking.queue_stats(id)\n    json(conn, %{waiting: stats.waiting, avg_wait_ms: stats.avg_wait_ms})\n  end\n\n  def show(conn, %{"id" => id}) do',
        ),
    ],
    [
        Say("fmt"),
        bash("mix format", ""),
        bash(
            "git status --short",
            " M lib/arena/matchmaking/window.ex\n M lib/arena_web/controllers/queue_controller.ex",
        ),
    ],
    [
        Say("dialyzer"),
        bash(
            "mix dialyzer",
            "Finding suitable PLTs\nChecking PLT...\nStarting Dialyzer\nTotal errors: 1, Skipped: 0, Unnecessary Skips: 0\nlib/arena/liveops/rewards.ex:44:pattern_match\nThe pattern can never match the type.\n\nPattern:\n{:error, :expired}\n\nType:\n{:ok, %Arena.Liveops.Reward{}} | {:error, :not_found}",
            error=True,
        ),
        Reply(
            "One finding: `Rewards.claim/2` matches `{:error, :expired}` but `fetch_reward/1` can only return `{:error, :not_found}`. Either the clause is dead or expiry isn't being checked where it should be."
        ),
        Say("dead clause. remove"),
        edit(
            "lib/arena/liveops/rewards.ex",
            "      {:error, :expired} -> {:error, :expired}\n",
            "",
        ),
    ],
    [
        Say("party size > 4 -> 422"),
        edit(
            "lib/arena/matchmaking/party.ex",
            "    |> validate_required([:leader_id, :members])",
            "    |> validate_required([:leader_id, :members])\n    |> validate_length(:members, max: 4)",
        ),
        Reply(
            "The changeset rejects parties over 4 members; the controller's fallback already turns changeset errors into 422."
        ),
    ],
    [
        Say("whats in since v2.14.0"),
        bash(
            "git log v2.14.0..HEAD --oneline",
            "e93a1c0 queue stats endpoint\nc41e9a2 tighten mmr window for ranked\n7b0d3f1 split na queue by platform\n2f6d8b4 liveops: weekend xp event config",
        ),
        Reply("Four commits: queue stats endpoint, tighter ranked window, NA split by platform, weekend XP config."),
    ],
    [
        Say("liveops: cap daily login reward streak at 7"),
        read(
            "lib/arena/liveops/login_rewards.ex",
            "  def next_streak(%{streak: s}), do: s + 1",
        ),
        edit(
            "lib/arena/liveops/login_rewards.ex",
            "  def next_streak(%{streak: s}), do: s + 1",
            "  def next_streak(%{streak: s}), do: min(s + 1, @max_streak)",
        ),
        Reply("Added `@max_streak 7`; day 8 onwards keeps paying the day-7 reward."),
    ],
]

# --- durable lessons ---------------------------------------------------------------------


def edit_refused(path: str, old: str, new: str, why: str) -> Tool:
    """An edit the client could not write (the file is read-only in the Perforce workspace)."""
    return Tool("Edit", {"file_path": path, "old_string": old, "new_string": new}, why, True)


UBT = 'Engine/Build/BatchFiles/Build.bat HollowEditor Win64 Development -Project="D:/p4/hollow/Hollow.uproject" -WaitMutex'
LNX_TESTS = "ssh hollow-ci-lnx02 'cd /p4/hollow && Engine/Binaries/Linux/UnrealEditor-Cmd Hollow.uproject -ExecCmds=\"Automation RunTests {f};Quit\" -unattended -nopause -testexit=\"Automation Test Queue Empty\" {extra}'"
NO_VULKAN = "LogInit: Display: Running engine for game: Hollow\nLogVulkanRHI: Warning: Could not find a compatible Vulkan device or driver\nLogLinux: Error: appError called: Failed to create the Vulkan RHI.\nLogExit: Executing StaticShutdownAfterError\nSignal 11 caught."

NOOR_LESSONS = [
    Lesson(
        "noor-p4-edit",
        "noor",
        "fix",
        "Files in the Perforce workspace are read-only until opened: run `p4 edit <file>` (p4 add for new files) before modifying them, and never clear the read-only flag (chmod/attrib), or the change is missing from the changelist.",
        [[r"p4 edit|p4 open|p4 add|check(ed|ing)?[ -]?out"]],
        [
            [
                Say("add bIsDashing to the anim instance so ABP_Hero can read it"),
                edit_refused(
                    "Source/Hollow/Animation/HollowAnimInstance.h",
                    "\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsSprinting = false;",
                    "\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsSprinting = false;\n\n\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsDashing = false;",
                    "EPERM: operation not permitted, open 'D:\\p4\\hollow\\Source\\Hollow\\Animation\\HollowAnimInstance.h'",
                ),
                Say("p4 edit it first, workspace files are read only until theyre checked out"),
                bash(
                    "p4 edit Source/Hollow/Animation/HollowAnimInstance.h",
                    "//hollow/main/Source/Hollow/Animation/HollowAnimInstance.h#11 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Animation/HollowAnimInstance.h",
                    "\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsSprinting = false;",
                    "\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsSprinting = false;\n\n\tUPROPERTY(BlueprintReadOnly, Category = \"Movement\")\n\tbool bIsDashing = false;",
                ),
            ],
            [
                Say("MaxGrappleRange 1800 -> 2400"),
                edit_refused(
                    "Source/Hollow/Combat/HollowGrappleComponent.h",
                    "float MaxGrappleRange = 1800.f;",
                    "float MaxGrappleRange = 2400.f;",
                    "EPERM: operation not permitted, open 'D:\\p4\\hollow\\Source\\Hollow\\Combat\\HollowGrappleComponent.h'",
                ),
                bash(
                    "p4 edit Source/Hollow/Combat/HollowGrappleComponent.h",
                    "//hollow/main/Source/Hollow/Combat/HollowGrappleComponent.h#10 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Combat/HollowGrappleComponent.h",
                    "float MaxGrappleRange = 1800.f;",
                    "float MaxGrappleRange = 2400.f;",
                ),
            ],
            [
                Say("the poise header is read only, cant save"),
                bash(
                    "attrib -r Source/Hollow/Combat/HollowPoiseComponent.h",
                    "",
                ),
                Say(
                    "no don't attrib -r it. p4 edit. if you just clear the flag p4 has no idea the file changed and it never makes it into my CL"
                ),
                bash(
                    "p4 edit Source/Hollow/Combat/HollowPoiseComponent.h",
                    "//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.h#4 - opened for edit",
                ),
            ],
            [Say("p4 edit before u touch anything pls. new files p4 add")],
        ],
    ),
    Lesson(
        "noor-build-cs-deps",
        "noor",
        "fix",
        "An LNK2019 'unresolved external symbol' on an engine or plugin class means its module is missing from PublicDependencyModuleNames in Source/Hollow/Hollow.Build.cs: add the module (GameplayTasks, Niagara, EnhancedInput, ...) and rebuild.",
        [[r"build\.cs|DependencyModuleNames"]],
        [
            [
                Say("build"),
                bash(
                    UBT,
                    'Building HollowEditor...\n[3/5] Link [x64] UnrealEditor-Hollow.dll\nHollowDashAbility.cpp.obj : error LNK2019: unresolved external symbol "__declspec(dllimport) public: void __cdecl UGameplayTask::ReadyForActivation(void)" (__imp_?ReadyForActivation@UGameplayTask@@QEAAXXZ) referenced in function "protected: virtual void __cdecl UHollowDashAbility::ActivateAbility(...)"\nD:\\p4\\hollow\\Binaries\\Win64\\UnrealEditor-Hollow.dll : fatal error LNK1120: 1 unresolved externals\nResult: Failed (OtherCompilationError)',
                    error=True,
                ),
                Reply(
                    "`UGameplayTask` lives in the GameplayTasks module, which Hollow doesn't link. Adding it to the Build.cs dependencies."
                ),
                bash(
                    "p4 edit Source/Hollow/Hollow.Build.cs",
                    "//hollow/main/Source/Hollow/Hollow.Build.cs#19 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Hollow.Build.cs",
                    '"GameplayAbilities", "GameplayTags"',
                    '"GameplayAbilities", "GameplayTags", "GameplayTasks"',
                ),
                bash(UBT, "Building HollowEditor...\n[2/2] Link [x64] UnrealEditor-Hollow.dll\nTotal execution time: 21.07 seconds"),
            ],
            [
                Say(
                    "HollowHitReactComponent.cpp.obj : error LNK2019: unresolved external symbol \"__declspec(dllimport) public: static class UNiagaraComponent * __cdecl UNiagaraFunctionLibrary::SpawnSystemAtLocation(...)\"\n\nniagara isnt in the build.cs deps"
                ),
                bash(
                    "p4 edit Source/Hollow/Hollow.Build.cs",
                    "//hollow/main/Source/Hollow/Hollow.Build.cs#20 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Hollow.Build.cs",
                    '"GameplayTags", "GameplayTasks"',
                    '"GameplayTags", "GameplayTasks", "Niagara"',
                ),
                bash(UBT, "Building HollowEditor...\n[3/3] Link [x64] UnrealEditor-Hollow.dll\nTotal execution time: 24.50 seconds"),
            ],
            [
                Say("build pls, added the input bindings for grapple"),
                bash(
                    UBT,
                    'HollowHeroCharacter.cpp.obj : error LNK2019: unresolved external symbol "__declspec(dllimport) private: static class UClass * __cdecl UEnhancedInputComponent::GetPrivateStaticClass(void)" referenced in function "protected: virtual void __cdecl AHollowHeroCharacter::SetupPlayerInputComponent(class UInputComponent *)"\nResult: Failed (OtherCompilationError)',
                    error=True,
                ),
                bash(
                    "p4 edit Source/Hollow/Hollow.Build.cs",
                    "//hollow/main/Source/Hollow/Hollow.Build.cs#21 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Hollow.Build.cs",
                    '"GameplayTasks", "Niagara"',
                    '"GameplayTasks", "Niagara", "EnhancedInput"',
                ),
                bash(UBT, "Building HollowEditor...\n[4/4] Link [x64] UnrealEditor-Hollow.dll\nTotal execution time: 33.88 seconds"),
            ],
            [
                Say(
                    "fyi LNK2019 on some engine class is basically always a module missing from PublicDependencyModuleNames. dont go hunting for missing implementations"
                )
            ],
        ],
    ),
    Lesson(
        "noor-nullrhi",
        "noor",
        "fix",
        "Automation tests run from the command line on the headless Linux build agents (UnrealEditor-Cmd) need -nullrhi (with -unattended -nopause); without it the editor dies creating the Vulkan RHI.",
        [[r"nullrhi"]],
        [
            [
                Say("run Hollow.Combat.Grapple on the lnx agent"),
                bash(LNX_TESTS.format(f="Hollow.Combat.Grapple", extra=""), NO_VULKAN, error=True),
                bash(
                    LNX_TESTS.format(f="Hollow.Combat.Grapple", extra="-nullrhi"),
                    "LogAutomationController: Display: Test Completed. Result={Success} Name={ReleasesOnTargetDeath} Path={Hollow.Combat.Grapple.ReleasesOnTargetDeath}\nLogAutomationController: Display: Test Completed. Result={Success} Name={RespectsMaxRange} Path={Hollow.Combat.Grapple.RespectsMaxRange}\n**** TEST COMPLETE. EXIT CODE: 0 ****",
                ),
                Reply(
                    "The agent has no GPU, so the editor couldn't create a Vulkan device; with `-nullrhi` all 6 grapple tests pass."
                ),
            ],
            [
                Say("poise tests on lnx02"),
                bash(LNX_TESTS.format(f="Hollow.Combat.Poise", extra=""), NO_VULKAN, error=True),
                Say("-nullrhi. box is headless"),
                bash(
                    LNX_TESTS.format(f="Hollow.Combat.Poise", extra="-nullrhi"),
                    "LogAutomationController: Display: Test Completed. Result={Success} Name={BreaksAtZero} Path={Hollow.Combat.Poise.BreaksAtZero}\n**** TEST COMPLETE. EXIT CODE: 0 ****",
                ),
            ],
            [
                Say(
                    "when u run automation from the cmdline always -nullrhi -unattended -nopause, none of the agents have a gpu"
                )
            ],
            [
                Say("abilities suite on lnx02"),
                bash(
                    LNX_TESTS.format(f="Hollow.Abilities", extra="-nullrhi"),
                    "LogAutomationController: Display: Test Completed. Result={Success} Name={DashCancelsOnStun} Path={Hollow.Abilities.Dash.DashCancelsOnStun}\n**** TEST COMPLETE. EXIT CODE: 0 ****",
                ),
                Say("👍 nullrhi, remembered"),
            ],
        ],
    ),
    Lesson(
        "noor-live-coding",
        "noor",
        "gotcha",
        "While the editor is open, UnrealBuildTool refuses to build ('Unable to build while Live Coding is active'): compile through Live Coding (Ctrl+Alt+F11) or close the editor before running Build.bat.",
        [[r"live ?coding"]],
        [
            [
                Say("build it"),
                bash(
                    UBT,
                    "Using bundled DotNet SDK version: 8.0.300\nUnable to build while Live Coding is active. Exit the editor and game, or press Ctrl+Alt+F11 if iterating on code in the editor or game\nResult: Failed (LiveCodingActive)",
                    error=True,
                ),
                Say(
                    "ah editor's up. i'll ctrl alt f11. dont bother with Build.bat while i have the editor open, ubt just refuses"
                ),
            ],
            [
                Say(
                    "if my editor is open (it usually is) just tell me to hit live coding instead of running ubt, it'll fail anyway"
                )
            ],
            [
                Say("compile"),
                bash(
                    UBT,
                    "Unable to build while Live Coding is active. Exit the editor and game, or press Ctrl+Alt+F11 if iterating on code in the editor or game\nResult: Failed (LiveCodingActive)",
                    error=True,
                ),
                Reply(
                    "UBT won't build while the editor has Live Coding active. You can trigger Live Coding with Ctrl+Alt+F11, or close the editor and I'll run the build."
                ),
                Say("yep, live coding. doing it"),
            ],
        ],
    ),
    Lesson(
        "noor-disable-unity",
        "noor",
        "gotcha",
        "Local builds are unity builds, which hide missing #includes; CI builds non-unity, so check a change with a `-DisableUnity` build before shelving it.",
        [[r"unity"]],
        [
            [
                Say(
                    "CI: HollowPoiseComponent.cpp(58): error C2065: 'FGameplayTagContainer': undeclared identifier\n\nbuilds fine here wtf"
                ),
                Reply(
                    "Locally the file compiles in a unity blob where another .cpp already includes `GameplayTagContainer.h`. CI must be building each file on its own."
                ),
                Say(
                    "ya CI is -DisableUnity. add the include and do a -DisableUnity build here before shelving, that's the only way to catch it"
                ),
                bash(
                    "p4 edit Source/Hollow/Combat/HollowPoiseComponent.cpp",
                    "//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.cpp#6 - opened for edit",
                ),
                edit(
                    "Source/Hollow/Combat/HollowPoiseComponent.cpp",
                    '#include "HollowPoiseComponent.h"',
                    '#include "HollowPoiseComponent.h"\n#include "GameplayTagContainer.h"',
                ),
                bash(UBT + " -DisableUnity", "Building HollowEditor...\n[212/212] Link [x64] UnrealEditor-Hollow.dll\nTotal execution time: 402.66 seconds"),
            ],
            [
                Say(
                    "before you say its done, one -DisableUnity build. unity blobs hide missing includes and CI doesnt use them"
                )
            ],
            [
                Say("parry stuff ready? do the non-unity build"),
                bash(
                    UBT + " -DisableUnity",
                    "HollowParryComponent.cpp(17): error C2027: use of undefined type 'UHollowParryConfig'\nResult: Failed (OtherCompilationError)",
                    error=True,
                ),
                edit(
                    "Source/Hollow/Combat/HollowParryComponent.cpp",
                    '#include "HollowParryComponent.h"',
                    '#include "HollowParryComponent.h"\n#include "Data/HollowParryConfig.h"',
                ),
                bash(UBT + " -DisableUnity", "Building HollowEditor...\n[3/3] Link [x64] UnrealEditor-Hollow.dll\nTotal execution time: 19.02 seconds"),
                Say("see. thats why"),
            ],
        ],
    ),
    Lesson(
        "noor-uproperty",
        "noor",
        "correction",
        "UObject pointers held as class members are declared `UPROPERTY() TObjectPtr<T>` (or TWeakObjectPtr for non-owning refs); a bare UObject* member is invisible to the garbage collector and dangles.",
        [[r"UPROPERTY|TObjectPtr|garbage|\bGC\b"]],
        [
            [
                Say("cache the ASC on the grapple comp, we look it up every tick rn"),
                edit(
                    "Source/Hollow/Combat/HollowGrappleComponent.h",
                    "private:\n\tFTimerHandle PullTimer;",
                    "private:\n\tFTimerHandle PullTimer;\n\n\tUHollowAbilitySystemComponent* CachedASC = nullptr;",
                ),
                Say("UPROPERTY on that. bare UObject* member = GC eats it"),
                edit(
                    "Source/Hollow/Combat/HollowGrappleComponent.h",
                    "\tUHollowAbilitySystemComponent* CachedASC = nullptr;",
                    "\tUPROPERTY(Transient)\n\tTObjectPtr<UHollowAbilitySystemComponent> CachedASC;",
                ),
            ],
            [Say("every UObject member: UPROPERTY() + TObjectPtr. no raw ptrs in headers")],
            [
                Say(
                    "LastInstigator in the poise comp has no UPROPERTY, that's the dangling pointer crash mara hit yesterday. fix it"
                ),
                edit(
                    "Source/Hollow/Combat/HollowPoiseComponent.h",
                    "\tAActor* LastInstigator;",
                    "\tUPROPERTY(Transient)\n\tTWeakObjectPtr<AActor> LastInstigator;",
                ),
            ],
        ],
    ),
    Lesson(
        "noor-shelve",
        "noor",
        "correction",
        "Never `p4 submit` from the agent: shelve the changelist (`p4 shelve -c <CL>`) for review in Swarm; the lead submits after review.",
        [[r"shelve"]],
        [
            [
                Say("ok poise looks right"),
                Reply("Shall I submit CL 48390 now with `p4 submit -c 48390`?"),
                Say("no!! never submit from here. shelve it, it goes to swarm for review"),
                bash(
                    "p4 shelve -c 48390",
                    "Change 48390 files shelved.\n//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.cpp#5 - shelved\n//hollow/main/Source/Hollow/Combat/HollowPoiseComponent.h#3 - shelved",
                ),
            ],
            [Say("p4 shelve -c 48412 and stop. review's in swarm")],
            [
                Say(
                    "reminder, the agent never runs p4 submit. shelve only, ivo submits after review"
                )
            ],
        ],
    ),
    Lesson(
        "noor-timers",
        "noor",
        "correction",
        "Delays, cooldowns and expiries use the timer manager (FTimerHandle with GetWorldTimerManager().SetTimer), not polling in Tick; gameplay components keep ticking disabled.",
        [[r"timer"]],
        [
            [
                Say("stamina should start regen 0.8s after the last spend"),
                edit(
                    "Source/Hollow/Attributes/HollowStaminaComponent.cpp",
                    "void UHollowStaminaComponent::TickComponent(float DeltaTime, ...)\n{",
                    "void UHollowStaminaComponent::TickComponent(float DeltaTime, ...)\n{\n\tTimeSinceSpend += DeltaTime;\n\tif (TimeSinceSpend >= StaminaRegenDelay)\n\t{\n\t\tRegen(DeltaTime);\n\t}",
                ),
                Say("not in tick. SetTimer on spend, clear + restart it on the next spend"),
                edit(
                    "Source/Hollow/Attributes/HollowStaminaComponent.cpp",
                    "\tTimeSinceSpend += DeltaTime;\n\tif (TimeSinceSpend >= StaminaRegenDelay)\n\t{\n\t\tRegen(DeltaTime);\n\t}",
                    "",
                ),
            ],
            [Say("buff expiry → FTimerHandle. no polling in tick")],
            [
                Say(
                    "you turned tick on for the parry comp just to count down the window?? tick is off on these comps on purpose, 200 enemies. timer manager"
                )
            ],
        ],
    ),
    Lesson(
        "noor-ensure",
        "noor",
        "correction",
        "Gameplay code guards recoverable problems (a missing data asset, bad designer config) with ensure()/ensureMsgf and an early return, not check(), which takes down the editor.",
        [[r"ensure"]],
        [
            [
                Say("load the parry config in BeginPlay"),
                edit(
                    "Source/Hollow/Combat/HollowParryComponent.cpp",
                    "\tSuper::BeginPlay();",
                    "\tSuper::BeginPlay();\n\tconst UHollowParryConfig* Config = ParryConfig.LoadSynchronous();\n\tcheck(Config);",
                ),
                Say("ensure not check. design forgetting to set the asset shouldnt crash their editor"),
                edit(
                    "Source/Hollow/Combat/HollowParryComponent.cpp",
                    "\tcheck(Config);",
                    '\tif (!ensureMsgf(Config, TEXT("%s has no ParryConfig set"), *GetOwner()->GetName()))\n\t{\n\t\treturn;\n\t}',
                ),
            ],
            [
                Say(
                    "ensureMsgf + return for anything a designer can misconfigure. check() is for actual programmer bugs only"
                )
            ],
            [Say("check() took down PIE for mara again (hitreact montage null). ensure pls")],
        ],
    ),
    Lesson(
        "noor-log-category",
        "noor",
        "convention",
        "Log through the project's categories declared in HollowLog.h (LogHollow, LogHollowCombat, LogHollowAbilities) with UE_LOG, never LogTemp.",
        [[r"LogTemp|HollowLog|LogHollow|log categor"]],
        [
            [
                Say("log when a grapple breaks and why"),
                edit(
                    "Source/Hollow/Combat/HollowGrappleComponent.cpp",
                    "void UHollowGrappleComponent::ReleaseGrapple()\n{",
                    'void UHollowGrappleComponent::ReleaseGrapple()\n{\n\tUE_LOG(LogTemp, Log, TEXT("Grapple released: %s"), *UEnum::GetValueAsString(ReleaseReason));',
                ),
                Say("LogHollowCombat not LogTemp"),
                edit(
                    "Source/Hollow/Combat/HollowGrappleComponent.cpp",
                    "UE_LOG(LogTemp, Log,",
                    "UE_LOG(LogHollowCombat, Log,",
                ),
            ],
            [
                Say(
                    "logging: our categories are in HollowLog.h (LogHollow, LogHollowCombat, LogHollowAbilities). the build machines filter LogTemp out so anything on it is just gone"
                )
            ],
            [Say("LogTemp 🙄")],
        ],
    ),
    Lesson(
        "noor-native-tags",
        "noor",
        "convention",
        "Gameplay tags used from C++ are native tags declared in HollowGameplayTags.h/.cpp (UE_DECLARE_GAMEPLAY_TAG_EXTERN / UE_DEFINE_GAMEPLAY_TAG) and referenced as HollowTags::...; never RequestGameplayTag with a string.",
        [[r"native|HollowGameplayTags|HollowTags|UE_DEFINE_GAMEPLAY_TAG|UE_DECLARE_GAMEPLAY_TAG|RequestGameplayTag"]],
        [
            [
                Say("block stamina regen while State.Exhausted is on the owner"),
                edit(
                    "Source/Hollow/Attributes/HollowStaminaComponent.cpp",
                    "void UHollowStaminaComponent::StartRegen()\n{",
                    'void UHollowStaminaComponent::StartRegen()\n{\n\tif (ASC->HasMatchingGameplayTag(FGameplayTag::RequestGameplayTag(FName("State.Exhausted"))))\n\t{\n\t\treturn;\n\t}',
                ),
                Say("HollowTags::State_Exhausted. native tags, theyre all in HollowGameplayTags.h"),
                edit(
                    "Source/Hollow/Attributes/HollowStaminaComponent.cpp",
                    'FGameplayTag::RequestGameplayTag(FName("State.Exhausted"))',
                    "HollowTags::State_Exhausted",
                ),
            ],
            [
                Say(
                    "need a new tag Ability.Dash.Cancel. UE_DECLARE_GAMEPLAY_TAG_EXTERN in HollowGameplayTags.h + UE_DEFINE_GAMEPLAY_TAG in the cpp, like the rest"
                )
            ],
            [
                Say(
                    "no string tag lookups pls. a typo in \"State.Stuned\" just silently never matches at runtime, native tags fail at compile time"
                )
            ],
        ],
    ),
    Lesson(
        "noor-test-module",
        "noor",
        "convention",
        "Automation tests live in the HollowTests module (Source/HollowTests/Private/<Area>/) and their test path starts with `Hollow.` (Hollow.<Area>.<Name>) so CI's `Automation RunTests Hollow` runs them.",
        [[r"HollowTests|Hollow\."]],
        [
            [
                Say("test that poise breaks at 0"),
                edit(
                    "Source/Hollow/Combat/PoiseTests.cpp",
                    "",
                    'IMPLEMENT_SIMPLE_AUTOMATION_TEST(FPoiseBreaksAtZero, "Poise.BreaksAtZero", EAutomationTestFlags::EditorContext | EAutomationTestFlags::EngineFilter)',
                ),
                Say(
                    "wrong module + wrong path. tests go in HollowTests (Source/HollowTests/Private/Combat/) and the path is Hollow.Combat.Poise.BreaksAtZero, CI only runs Hollow.*"
                ),
                bash(
                    "p4 add Source/HollowTests/Private/Combat/PoiseTests.cpp",
                    "//hollow/main/Source/HollowTests/Private/Combat/PoiseTests.cpp#1 - opened for add",
                ),
            ],
            [
                Say(
                    "new automation tests → HollowTests module, Private/<area>/, named Hollow.<Area>.<Thing>"
                )
            ],
            [
                Say(
                    "the parry test never ran in CI bc you called it \"Parry.Window\". needs the Hollow. prefix"
                ),
                edit(
                    "Source/HollowTests/Private/Combat/ParryTests.cpp",
                    '"Parry.Window"',
                    '"Hollow.Combat.Parry.Window"',
                ),
            ],
        ],
    ),
]

BLENDER_BANNER = "Blender 4.2.3 LTS (hash 2b0ff8b0a3f8 built 2024-10-15 00:53:02)"
NO_ASSETPIPE = (
    BLENDER_BANNER
    + '\nTraceback (most recent call last):\n  File "/home/felix/studio/assetpipe/src/assetpipe/blender/{script}", line 4, in <module>\n    from assetpipe.blender.{mod} import {fn}\nModuleNotFoundError: No module named \'assetpipe\'\n\nBlender quit'
)
NO_REDIS = "E   kombu.exceptions.OperationalError: Error 111 connecting to localhost:6379. Connection refused.\n=========================== short test summary info ============================\nERROR {path} - kombu.exceptions.OperationalError: Error 111 connecting to localhost:6379. Connection refused.\n1 error in 3.02s"
OBJC_CRASH = "objc[{pid}]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called.\nobjc[{pid}]: +[__NSCFConstantString initialize] may have been in progress in another thread when fork() was called. We cannot safely call it or ignore it in the fork() child process. Crashing instead. Set a breakpoint on objc_initializeAfterForkError to debug.\n[2027-01-{day} 10:12:40,771: ERROR/MainProcess] Process 'ForkPoolWorker-1' pid:{pid} exited with 'signal 6 (SIGABRT)'"

FELIX_LESSONS = [
    Lesson(
        "felix-blender-system-env",
        "felix",
        "fix",
        "Blender's bundled Python ignores PYTHONPATH: pipeline scripts that import assetpipe fail with \"No module named 'assetpipe'\" unless Blender is started with `--python-use-system-env` and PYTHONPATH=src.",
        [[r"python-use-system-env|system.env|PYTHONPATH"]],
        [
            [
                Say(
                    "can you run the lod script on the crate to check the new ratios? it's props/SM_Crate_01.blend"
                ),
                bash(
                    "blender -b props/SM_Crate_01.blend -P src/assetpipe/blender/run_lods.py",
                    NO_ASSETPIPE.format(script="run_lods.py", mod="lods", fn="build_lods"),
                    error=True,
                ),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b props/SM_Crate_01.blend -P src/assetpipe/blender/run_lods.py",
                    BLENDER_BANNER
                    + "\nLOD1 ratio=0.50 tris=2104\nLOD2 ratio=0.25 tris=1052\nLOD3 ratio=0.125 tris=526\n\nBlender quit",
                ),
                Say(
                    "yes exactly that. Blender ships its own python and completely ignores PYTHONPATH unless you pass --python-use-system-env. cost me a whole afternoon the first time"
                ),
            ],
            [
                Say("let's regenerate collision for everything in props/rocks"),
                bash(
                    "blender -b props/rocks/SM_Rock_Cluster_03.blend -P src/assetpipe/blender/run_collision.py",
                    NO_ASSETPIPE.format(
                        script="run_collision.py", mod="collision", fn="build_ucx"
                    ),
                    error=True,
                ),
                Say(
                    "same blender-python thing as last week: PYTHONPATH=src plus --python-use-system-env, otherwise it can't see our package at all"
                ),
                bash(
                    "for f in props/rocks/*.blend; do PYTHONPATH=src blender --python-use-system-env -b \"$f\" -P src/assetpipe/blender/run_collision.py; done 2>&1 | rg 'UCX'",
                    "UCX_SM_Rock_Cluster_01_00 hull verts=64\nUCX_SM_Rock_Cluster_02_00 hull verts=58\nUCX_SM_Rock_Cluster_03_00 hull verts=64",
                ),
            ],
            [
                Say("thumbnail for the new wolf please, just the one"),
                bash(
                    "blender -b chars/SK_Wolf.blend -P src/assetpipe/blender/run_thumbnail.py",
                    NO_ASSETPIPE.format(
                        script="run_thumbnail.py", mod="thumbnails", fn="render_thumbnail"
                    ),
                    error=True,
                ),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b chars/SK_Wolf.blend -P src/assetpipe/blender/run_thumbnail.py",
                    BLENDER_BANNER
                    + "\nSaved: 'out/thumbs/SK_Wolf.png'\n Time: 00:03.41 (Saving: 00:00.05)\n\nBlender quit",
                ),
            ],
            [
                Say(
                    "note for the future, because I keep explaining it: any blender run that imports assetpipe needs --python-use-system-env and PYTHONPATH pointing at src. the bundled interpreter doesn't look at our env otherwise"
                )
            ],
        ],
    ),
    Lesson(
        "felix-redis-compose",
        "felix",
        "fix",
        "Integration tests (tests/integration) use a real Redis broker: they fail with 'Error 111 connecting to localhost:6379' until Redis is started with `docker compose up -d redis`.",
        [[r"redis|6379"], [r"compose|up -d|start"]],
        [
            [
                Say("run the integration tests for the publish chain please"),
                bash(
                    "poetry run pytest tests/integration/test_publish_chain.py -q",
                    NO_REDIS.format(path="tests/integration/test_publish_chain.py"),
                    error=True,
                ),
                bash(
                    "docker compose up -d redis && poetry run pytest tests/integration/test_publish_chain.py -q",
                    " Container assetpipe-redis-1  Started\n......                                                                   [100%]\n6 passed in 8.44s",
                ),
                Say(
                    "ah yes sorry, I always forget to say: the integration tests want a real redis, they don't mock the broker. compose up redis first"
                ),
            ],
            [
                Say("integration tests for thumbnails next"),
                bash(
                    "poetry run pytest tests/integration/test_thumbnail_chord.py -q",
                    NO_REDIS.format(path="tests/integration/test_thumbnail_chord.py"),
                    error=True,
                ),
                bash(
                    "docker compose up -d redis && poetry run pytest tests/integration/test_thumbnail_chord.py -q",
                    " Container assetpipe-redis-1  Started\n....                                                                     [100%]\n4 passed in 6.10s",
                ),
            ],
            [
                Say(
                    "when the integration tests scream 'Error 111 connecting to localhost:6379' it's only that redis isn't running. `docker compose up -d redis` and run them again, don't go debugging the code"
                )
            ],
        ],
    ),
    Lesson(
        "felix-objc-fork-safety",
        "felix",
        "fix",
        "On felix's Mac a local prefork Celery worker crashes with SIGABRT ('... was in progress in another thread when fork() was called') unless it is started with OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES (or with --pool=solo).",
        [[r"OBJC_DISABLE_INITIALIZE_FORK_SAFETY|pool.?=?.?solo|fork.?safety"]],
        [
            [
                Say("start a local worker so I can throw a few test jobs at it"),
                bash(
                    "poetry run celery -A assetpipe.worker worker -l info",
                    OBJC_CRASH.format(pid=48211, day="06"),
                    error=True,
                ),
                Say(
                    "oh that's the macOS fork-safety thing. put OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES in front of it. only my laptop needs that, the farm is linux"
                ),
                bash(
                    "OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES poetry run celery -A assetpipe.worker worker -l info",
                    "[2027-01-06 10:13:02,118: INFO/MainProcess] Connected to redis://localhost:6379/0\n[2027-01-06 10:13:02,341: INFO/MainProcess] celery@felix-mbp ready.",
                ),
            ],
            [
                Say("fire up a worker again, I want to test the retry backoff"),
                bash(
                    "poetry run celery -A assetpipe.worker worker -l info -Q publish",
                    OBJC_CRASH.format(pid=51730, day="12"),
                    error=True,
                ),
                bash(
                    "OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES poetry run celery -A assetpipe.worker worker -l info -Q publish",
                    "[2027-01-12 14:02:11,902: INFO/MainProcess] celery@felix-mbp ready.",
                ),
            ],
            [
                Say(
                    "reminder for local workers on my mac: either OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES or --pool=solo if one process is enough. prefork + the objc runtime = SIGABRT every time"
                )
            ],
        ],
    ),
    Lesson(
        "felix-visibility-timeout",
        "felix",
        "gotcha",
        "With the Redis broker and acks_late, a task still running after the broker's visibility_timeout (default 1h) is redelivered to a second worker; broker_transport_options visibility_timeout must stay above the longest task (4h now, for bakes).",
        [[r"visibility.?timeout"]],
        [
            [
                Say(
                    "weird one: some of the big lightmap bakes run twice. same asset baked on two nodes, and the second one overwrites the first about an hour later. any idea?"
                ),
                read(
                    "src/assetpipe/celeryconfig.py",
                    'broker_url = "redis://redis.farm:6379/0"\nresult_backend = "redis://redis.farm:6379/1"\ntask_acks_late = True\nworker_prefetch_multiplier = 1\n',
                ),
                Reply(
                    "With the Redis transport, an unacknowledged message becomes visible again after `visibility_timeout` (default 3600s). Because the tasks ack late, a bake that runs longer than an hour gets handed to a second worker while the first is still working."
                ),
                Say(
                    "that's it, the lightmap bakes take ~90 min. set it to 4 hours please. and let's remember this one: anything acks_late on redis has to finish inside the visibility timeout"
                ),
                edit(
                    "src/assetpipe/celeryconfig.py",
                    "task_acks_late = True\n",
                    'task_acks_late = True\nbroker_transport_options = {"visibility_timeout": 4 * 3600}\n',
                ),
            ],
            [
                Say(
                    "I'm adding a navmesh bake task that can run ~3h on the big levels. is that inside our visibility_timeout? if it's close, raise it — otherwise redis hands it to another worker halfway through"
                )
            ],
            [
                Say(
                    "for the terrain job design: a bigger time_limit isn't enough for long tasks, redis redelivers anything unacked after visibility_timeout. that's the number that matters (4h right now)"
                )
            ],
        ],
    ),
    Lesson(
        "felix-fbx-scale",
        "felix",
        "gotcha",
        "Blender FBX exports must use apply_scale_options='FBX_SCALE_UNITS' (the scenes are in meters, Unreal works in centimeters), or meshes arrive in Unreal at 1/100 scale.",
        [[r"FBX_SCALE_UNITS|apply_scale_options|scale"]],
        [
            [
                Say(
                    "the crates are coming into unreal at 1% size, adorable tiny crates. something in the export must be off"
                ),
                read(
                    "src/assetpipe/blender/export.py",
                    "def export_fbx(obj, out):\n    bpy.ops.export_scene.fbx(filepath=str(out), use_selection=True, object_types={'MESH'})",
                ),
                Reply(
                    "The exporter uses the default `apply_scale_options='FBX_SCALE_NONE'`, so 1 Blender meter is written as 1 FBX unit, which Unreal reads as 1 cm."
                ),
                Say(
                    "right — apply_scale_options='FBX_SCALE_UNITS'. our scenes are in meters and unreal wants cm. I should have remembered, we hit exactly this on the last project"
                ),
                edit(
                    "src/assetpipe/blender/export.py",
                    "use_selection=True, object_types={'MESH'})",
                    "use_selection=True, object_types={'MESH'}, apply_scale_options='FBX_SCALE_UNITS')",
                ),
            ],
            [
                Say(
                    "writing the skeletal export now: same scale option as the static one please, FBX_SCALE_UNITS. otherwise the wolf turns up 100x too small and the animators will riot"
                )
            ],
            [
                Say(
                    "general rule of thumb: if something from the pipeline shows up in unreal 100x too small or too big, it's the fbx export scale, not the unreal import settings. don't fiddle with import scale"
                )
            ],
        ],
    ),
    Lesson(
        "felix-blender-argv",
        "felix",
        "gotcha",
        "Arguments for a Blender script go after a bare `--` (`blender -b file.blend -P script.py -- <args>`), and the script parses sys.argv after it; otherwise Blender treats them as its own options or as files to open.",
        [[r"`--`|\"--\"|'--'|bare --|-- <|double.?dash|separator"]],
        [
            [
                Say("bake AO on the crate with 64 samples"),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b props/SM_Crate_01.blend -P src/assetpipe/blender/bake_ao.py --samples 64",
                    BLENDER_BANNER
                    + "\nunknown argument, loading as file: --samples\nError: Cannot read file \"/home/felix/studio/assetpipe/--samples\": No such file or directory\n\nBlender quit",
                    error=True,
                ),
                Say(
                    "blender eats everything on its command line unless it comes after a bare `--`. script args go after that, and bake_ao reads sys.argv from after the '--'"
                ),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b props/SM_Crate_01.blend -P src/assetpipe/blender/bake_ao.py -- --samples 64",
                    BLENDER_BANNER + "\nAO bake: 64 samples, 1024px -> out/bakes/T_Crate_01_AO.png\n\nBlender quit",
                ),
            ],
            [
                Say(
                    "the new uv check script should take its args the same way as the others: `argv = sys.argv[sys.argv.index('--') + 1:]` then argparse on that. argparse on the raw sys.argv sees blender's own flags and falls over"
                )
            ],
            [
                Say("run the lightmap uv check on the barrel at 2 texels per cm"),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b props/SM_Barrel_02.blend -P src/assetpipe/blender/check_uvs.py --density 2",
                    BLENDER_BANNER + "\nunknown argument, loading as file: --density\nError: Cannot read file \"/home/felix/studio/assetpipe/--density\": No such file or directory\n\nBlender quit",
                    error=True,
                ),
                bash(
                    "PYTHONPATH=src blender --python-use-system-env -b props/SM_Barrel_02.blend -P src/assetpipe/blender/check_uvs.py -- --density 2",
                    BLENDER_BANNER + "\nUV1 overlap: 0.0%  density: 2.1 texels/cm  OK\n\nBlender quit",
                ),
            ],
        ],
    ),
    Lesson(
        "felix-poetry-add",
        "felix",
        "correction",
        "Dependencies are added with `poetry add` (`--group dev` for tooling) so they land in pyproject.toml and poetry.lock; never `pip install` into the environment.",
        [[r"poetry add|pip install|poetry\.lock"]],
        [
            [
                Say("we'll need trimesh for the convex hull check"),
                bash(
                    "pip install trimesh",
                    "Collecting trimesh\n  Downloading trimesh-4.5.3-py3-none-any.whl (704 kB)\nInstalling collected packages: trimesh\nSuccessfully installed trimesh-4.5.3",
                ),
                Say(
                    "ah, please don't pip install. that went into the venv behind poetry's back, it's not in the lock, so the farm won't have it and CI will fail in a confusing way. poetry add trimesh"
                ),
                bash(
                    "pip uninstall -y trimesh && poetry add trimesh",
                    "Found existing installation: trimesh 4.5.3\nSuccessfully uninstalled trimesh-4.5.3\nUsing version ^4.5.3 for trimesh\n\nUpdating dependencies\nResolving dependencies... (2.1s)\n\nPackage operations: 1 install, 0 updates, 0 removals\n\n  - Installing trimesh (4.5.3)\n\nWriting lock file",
                ),
            ],
            [
                Say(
                    "we'll want pytest-timeout for the slow blender tests. poetry add --group dev please, not pip"
                )
            ],
            [
                Say(
                    "everything through poetry please: poetry add for deps, poetry run for commands. anything pip-installed by hand is invisible to the lock file and then the farm image is missing it"
                )
            ],
        ],
    ),
    Lesson(
        "felix-structlog",
        "felix",
        "correction",
        "Pipeline code logs through structlog (`log = structlog.get_logger(__name__)`) with key-value fields such as asset_id, never print(); stdout on the farm is not collected.",
        [[r"structlog|get_logger|logger|logging"]],
        [
            [
                Say("add some output to the collision builder so I can see which hull it picked"),
                edit(
                    "src/assetpipe/blender/collision.py",
                    "    hull = best_hull(candidates)",
                    '    hull = best_hull(candidates)\n    print(f"picked hull {hull.name} with {len(hull.verts)} verts for {asset_id}")',
                ),
                Say(
                    "can we not print() in the pipeline? on the farm stdout goes nowhere. use the structlog logger — log = structlog.get_logger(__name__) — and pass the values as fields, that's what ends up in loki"
                ),
                edit(
                    "src/assetpipe/blender/collision.py",
                    '    print(f"picked hull {hull.name} with {len(hull.verts)} verts for {asset_id}")',
                    '    log.info("hull picked", asset_id=asset_id, hull=hull.name, verts=len(hull.verts))',
                ),
            ],
            [Say("quick one: swap the prints in lods.py for log.info with asset_id as a field please")],
            [
                Say(
                    "print again 😅 structlog please, and fields rather than an f-string message — we search loki by asset_id"
                )
            ],
        ],
    ),
    Lesson(
        "felix-bpy-data",
        "felix",
        "correction",
        "Pipeline Blender scripts work through bpy.data and bmesh, not bpy.ops: operators depend on context and selection and fail in background mode; use an operator only where no data API exists (e.g. the FBX exporter).",
        [[r"bpy\.data|bmesh|bpy\.ops|operators?"]],
        [
            [
                Say("apply all modifiers on the mesh before we export"),
                edit(
                    "src/assetpipe/blender/export.py",
                    "def prepare(obj):",
                    "def prepare(obj):\n    bpy.ops.object.select_all(action='DESELECT')\n    obj.select_set(True)\n    bpy.context.view_layer.objects.active = obj\n    for mod in obj.modifiers:\n        bpy.ops.object.modifier_apply(modifier=mod.name)",
                ),
                Say(
                    "could we avoid bpy.ops here? in background mode there's no real context, and ops depend on selection and the active object, so they break in fun ways on the farm. evaluated mesh via bpy.data / depsgraph instead please"
                ),
                edit(
                    "src/assetpipe/blender/export.py",
                    "    bpy.ops.object.select_all(action='DESELECT')\n    obj.select_set(True)\n    bpy.context.view_layer.objects.active = obj\n    for mod in obj.modifiers:\n        bpy.ops.object.modifier_apply(modifier=mod.name)",
                    "    depsgraph = bpy.context.evaluated_depsgraph_get()\n    mesh = bpy.data.meshes.new_from_object(obj.evaluated_get(depsgraph))\n    obj.modifiers.clear()\n    obj.data = mesh",
                ),
            ],
            [
                Say(
                    "for the uv overlap check, go through bpy.data.meshes and bmesh, not operators. ops only where there's genuinely no data api, like the fbx exporter"
                )
            ],
            [
                Say(
                    "RuntimeError: Operator bpy.ops.object.mode_set.poll() failed, context is incorrect\n\n^ from the farm, in the new triangulate step. this is exactly why we don't use bpy.ops in pipeline scripts — bmesh.ops.triangulate does the same without needing a context"
                )
            ],
        ],
    ),
    Lesson(
        "felix-acks-late",
        "felix",
        "convention",
        "Asset-processing Celery tasks are declared with acks_late=True and written to be idempotent (safe to run twice), so a task on a node that dies goes back to the queue.",
        [[r"acks.?late"]],
        [
            [
                Say(
                    "new task please: generate_collision(asset_id). declare it with acks_late=True like the other asset tasks — if a farm node dies mid-task we want the message back in the queue, not gone. which also means it has to be safe to run twice, so write to a temp key and rename at the end"
                )
            ],
            [
                Say("lightmap bake as a task now"),
                edit(
                    "src/assetpipe/tasks.py",
                    "# --- bakes",
                    "# --- bakes\n@app.task(bind=True)\ndef bake_lightmaps(self, asset_id: str) -> None:\n    run_blender('bake_lightmaps.py', asset_id)",
                ),
                Say("acks_late=True on that one too please"),
                edit(
                    "src/assetpipe/tasks.py",
                    "@app.task(bind=True)\ndef bake_lightmaps",
                    "@app.task(bind=True, acks_late=True)\ndef bake_lightmaps",
                ),
            ],
            [
                Say(
                    "every asset-processing task: acks_late=True and idempotent. that's the contract with the farm, nodes get preempted all the time"
                )
            ],
        ],
    ),
    Lesson(
        "felix-posix-paths",
        "felix",
        "convention",
        "Asset paths written to manifests and task payloads are relative to ASSET_ROOT with forward slashes (PurePosixPath), never absolute or Windows paths.",
        [[r"relative|posix|forward.?slash|ASSET_ROOT"]],
        [
            [
                Say("add the source file path to each manifest entry"),
                edit(
                    "src/assetpipe/manifest.py",
                    '        "lods": entry.lods,',
                    '        "lods": entry.lods,\n        "source": str(entry.source_path),',
                ),
                Say(
                    "that'll write D:\\art\\... from the artists' machines. paths in the manifest are relative to ASSET_ROOT with forward slashes — PurePosixPath(p.relative_to(ASSET_ROOT)). artists are on windows, the farm is linux, an absolute path from someone's D: drive is useless to everyone else"
                ),
                edit(
                    "src/assetpipe/manifest.py",
                    '        "source": str(entry.source_path),',
                    '        "source": PurePosixPath(entry.source_path.relative_to(ASSET_ROOT)).as_posix(),',
                ),
            ],
            [Say("when you write the reimport list: relative posix paths, same as the manifest")],
            [
                Say(
                    "found \"D:\\\\art\\\\props\\\\SM_Crate_01.fbx\" in a manifest again. relative to ASSET_ROOT, forward slashes. always"
                )
            ],
        ],
    ),
    Lesson(
        "felix-task-args",
        "felix",
        "convention",
        "Celery tasks take asset ids and other plain JSON-serialisable values, never Asset or bpy objects; the task loads the asset by id itself (the serializer is JSON, not pickle).",
        [[r"asset.?ids?|json|serializ|plain"]],
        [
            [
                Say("queue thumbnails for everything that passed validation"),
                edit(
                    "src/assetpipe/ingest.py",
                    "    for asset in report.ok:\n        pass",
                    "    for asset in report.ok:\n        render_thumbnail.delay(asset)",
                ),
                bash(
                    "poetry run pytest tests/test_ingest.py -q",
                    "E   kombu.exceptions.EncodeError: Object of type Asset is not JSON serializable\n1 failed, 11 passed in 1.20s",
                    error=True,
                ),
                Say(
                    "pass asset.id, not the object. tasks take ids and look the asset up themselves — serializer is json and we really don't want pickle on the farm"
                ),
                edit(
                    "src/assetpipe/ingest.py",
                    "render_thumbnail.delay(asset)",
                    "render_thumbnail.delay(asset.id)",
                ),
            ],
            [Say("the new reimport task should just take a list of asset ids. plain json stuff, nothing fancier")],
            [
                Say(
                    "same thing I keep saying: task arguments are ids and plain values. pass an object or a bpy thing and either it won't serialize or the worker acts on stale data"
                )
            ],
        ],
    ),
]
