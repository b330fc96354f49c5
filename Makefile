# One command to run the proxy, one to run the tests; both set themselves up first.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3
# The suite mostly waits on the processes it drives (mitmdump, serve, PostgreSQL): three
# workers on two cores keep both busy; each module's tests stay on one worker.
TEST_WORKERS ?= 3
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c

.PHONY: setup runtime run test lint typecheck bench postgres-binaries haproxy-binary chromium-binary wheel-check

# pip's own stderr (setuptools' notice about editable installs, and any error) goes to a log that
# is shown only when pip fails.
PIP_VERDICT = status=$${PIPESTATUS[0]}; [ $$status = 0 ] || cat $(VENV)/pip.log; exit $$status

# Two layers: the runtime (what `make run` needs) and the test and lint toolchain on top of it
# (what `make test` needs), so running the proxy installs no test tools.
$(VENV)/.runtime: pyproject.toml setup.py
	@echo "teambrain: setting up $(VENV) (the first time takes a minute or two; pip shows what it fetches)"
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check -q --upgrade pip
	$(PY) -m pip install --disable-pip-version-check --progress-bar off -e . 2>$(VENV)/pip.log | grep --line-buffered -E '^(Collecting|Successfully installed)'; $(PIP_VERDICT)
	touch $@
	@echo "teambrain: ready ($(VENV)/bin/teambrain)"

$(VENV)/.installed: $(VENV)/.runtime
	@echo "teambrain: adding the test and lint tools to $(VENV)"
	$(PY) -m pip install --disable-pip-version-check --progress-bar off -e '.[test]' 2>$(VENV)/pip.log | grep --line-buffered -E '^(Collecting|Successfully installed)'; $(PIP_VERDICT)
	touch $@

# The OpenTelemetry export's end-to-end test (tests/e2e/test_otel_export.py) sends spans to a real
# OTLP receiver, Arize Phoenix, and reads them back through its API. Phoenix pins anthropic<2
# while teambrain needs 2.x, so it cannot be an extra of this package: it gets a virtualenv of its
# own beside the project's (about 800 MB and a minute or two, the first time only).
RECEIVER := $(VENV)/receiver
RECEIVER_PACKAGES := arize-phoenix==20.26.1

$(RECEIVER)/.installed:
	@echo "teambrain: installing the tests' OTLP receiver ($(RECEIVER_PACKAGES)) into $(RECEIVER)"
	$(PYTHON) -m venv $(RECEIVER)
	$(RECEIVER)/bin/pip install --disable-pip-version-check --progress-bar off '$(RECEIVER_PACKAGES)' 2>$(RECEIVER)/pip.log | grep --line-buffered -E '^Successfully installed' | cut -c1-160; \
	  status=$${PIPESTATUS[0]}; [ $$status = 0 ] || cat $(RECEIVER)/pip.log; exit $$status
	touch $@

runtime: $(VENV)/.runtime

setup: $(VENV)/.installed $(RECEIVER)/.installed

run: runtime
	$(VENV)/bin/teambrain proxy $(ARGS)

# $(call debian-package,PACKAGE,FOUND,WHAT,OTHERWISE): unless the shell test FOUND passes,
# installs Debian's PACKAGE (as root, with apt-get), or else says WHAT needs it and runs OTHERWISE.
define debian-package
@$(2) || { \
  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
    echo "teambrain: installing $(1) for $(3) (apt-get install $(1))"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1) >/dev/null; \
  else \
    echo "teambrain: $(3) needs Debian's $(1) (sudo apt-get install $(1))"; $(4); \
  fi; }
endef

# The tests start a throwaway PostgreSQL server of their own (tests/pgserver.py): they need its
# server binaries (15 or later), which Debian's postgresql package brings.
postgres-binaries:
	$(call debian-package,postgresql,command -v initdb >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1,the test suite,exit 1)

# The whole-tier test (tests/tier/) runs HAProxy with docs/deploy/haproxy.cfg in front of the
# gateways and servers: Debian's haproxy package. Without it that test is skipped, saying why.
haproxy-binary:
	$(call debian-package,haproxy,command -v haproxy >/dev/null || [ -x /usr/sbin/haproxy ],the tier test,echo skipping it)

# The session page's browser test (tests/e2e/test_session_page.py) opens the page in a real
# headless Chromium: Debian's chromium package, driven by Playwright from the test extra (which
# never downloads a browser of its own). Without it that test is skipped, saying why.
chromium-binary:
	$(call debian-package,chromium,command -v chromium >/dev/null,the session page's browser test,echo skipping it)

test: setup postgres-binaries haproxy-binary chromium-binary
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports --no-cache | tail -n 9
	$(MAKE) --no-print-directory typecheck
	$(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadscope $(PYTEST_ARGS)
	$(MAKE) --no-print-directory wheel-check

# The suite runs from the source tree, where every folder imports whatever the wheel holds. This
# builds the wheel, installs it (not editable) into a fresh virtualenv with its dependencies, and
# checks from there that every module imports, `teambrain --help` answers and the proxy passes
# traffic (tests/packaging/check_installed.py).
WHEEL_DIR := $(VENV)/wheel
wheel-check: setup
	@rm -rf $(WHEEL_DIR) && mkdir -p $(WHEEL_DIR)
	@echo "wheel check: building the wheel and installing it into $(WHEEL_DIR)/venv"
	@$(PY) -m pip wheel --disable-pip-version-check -q --no-deps --no-build-isolation -w $(WHEEL_DIR) . 2>&1 | grep -v -i warning || true
	@$(PYTHON) -m venv $(WHEEL_DIR)/venv
	@$(WHEEL_DIR)/venv/bin/pip install --disable-pip-version-check -q $(WHEEL_DIR)/teambrain-*.whl \
	  2>$(WHEEL_DIR)/pip.log || { cat $(WHEEL_DIR)/pip.log; exit 1; }
	@cd $(WHEEL_DIR) && venv/bin/python $(CURDIR)/tests/packaging/check_installed.py

lint: setup
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

# mypy cannot see through the editable install's package-dir mapping (core/ is teambrain.core,
# cli/ is teambrain.cli, ...), so it reads the code through a tree of symlinks with those names
# (settings in pyproject.toml [tool.mypy]); sed names the files by their paths in the tree.
TYPECHECK_ROOT := $(VENV)/typecheck
TYPECHECK_PACKAGES := core cli tui addons mcpserver server

typecheck: setup
	@mkdir -p $(TYPECHECK_ROOT)/teambrain
	@for pkg in $(TYPECHECK_PACKAGES); do ln -sfn "$(CURDIR)/$$pkg" "$(TYPECHECK_ROOT)/teambrain/$$pkg"; done
	@echo "mypy -p teambrain"
	@set -o pipefail; MYPYPATH=$(TYPECHECK_ROOT) $(VENV)/bin/mypy \
		--cache-dir $(TYPECHECK_ROOT)/.mypy_cache -p teambrain | sed 's|^$(TYPECHECK_ROOT)/teambrain/||'

bench: setup
	$(PY) bench/proxy_overhead.py
