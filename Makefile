# Shortcuts for the npm scripts; `make help` lists them.
.PHONY: help install start dev build test e2e lint typecheck openapi openapi-check openapi-lint ci docker

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/'

install: ## install dependencies (npm ci)
	npm ci

start: ## build if needed and run the whole product on PORT (3000)
	npm start

dev: ## backend and frontend in watch mode, Vite proxying /api
	npm run dev

build: ## build frontend and backend
	npm run build

test: ## unit, component and API tests
	npm test

e2e: ## browser tests in Chromium against the production build
	npm run test:e2e

lint: ## ESLint and Prettier
	npm run lint

typecheck: ## TypeScript in both workspaces
	npm run typecheck

openapi: ## regenerate openapi/openapi.json and the typed client
	npm run openapi

openapi-check: ## fail when the committed spec or client is stale
	npm run openapi:check

openapi-lint: ## lint openapi/openapi.json with Redocly's recommended ruleset
	npm run openapi:lint

ci: ## what CI runs
	bash .ci/run

docker: ## build the container image
	docker build -f docker/Dockerfile -t rankwell .
