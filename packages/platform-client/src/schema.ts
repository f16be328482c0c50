// Generated from the platform routes of the OpenAPI document by `npm run generate -w @backoffice/platform-client`; do not edit.

export interface paths {
    "/v1/platform/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user search: refusal or restriction, else sponsors, keyword placements, keyword message and catalogue matches; counts views, triggers and the search
         * @description Needs a platform API key with the scope read.
         */
        get: operations["getPlatformSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/chat-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chat records between users and the bots: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestChatRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Users subscribing to and leaving the bots: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/search-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Searches the bots answered: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestSearchEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/sponsor-clicks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clicks on sponsors shown with results: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestSponsorClicks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/group-activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activity of groups the War Bot watches: daily figures, or raw message, join and leave events: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestGroupActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/ingest/ads-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Observed ad positions of tracked keywords: up to 5000 rows, idempotent by event_id; each batch is audited
         * @description Needs a platform API key with the scope ingest.
         */
        post: operations["postPlatformIngestAdsSlots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/stalker/{id}/assignment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stalker’s session string (decrypted) and the groups it watches, for a key serving that stalker; the only answer with a session string, audited
         * @description Needs a platform API key with the scope stalker.
         */
        get: operations["getPlatformStalkerByIdAssignment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/platform/stalker/{id}/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stalker worker’s report: health, groups joined, flood wait
         * @description Needs a platform API key with the scope stalker.
         */
        post: operations["postPlatformStalkerByIdHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            id: number;
            email: string;
            username: string;
            role: {
                id: number;
                name: string;
            };
            /** @enum {string} */
            status: "Active" | "Inactive";
            force_reset_password: boolean;
            last_login_at: string | null;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        AdsKeyword: {
            id: number;
            keyword: string;
            info_updated_at: string | null;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        AdsKeywordSlot: {
            id: number;
            keyword_id: number;
            slot: number;
            price: number;
            expired_date: string | null;
            remarks: string;
            observed_at: string;
            updated_at: string;
        };
        ApiKey: {
            id: number;
            name: string;
            prefix: string;
            scopes: ("read" | "ingest" | "stalker")[];
            stalkers: {
                id: number;
                username: string;
            }[];
            /** @enum {string} */
            status: "Active" | "Revoked";
            created_at: string;
            created_by: string | null;
            last_used_at: string | null;
            revoked_at: string | null;
            revoked_by: string | null;
        };
        AuditEntry: {
            id: number;
            actor_id: number | null;
            actor_email: string | null;
            action: string;
            entity: string;
            section: ("keyword" | "search_bot" | "stalker" | "keyword_message" | "file_export" | "account_list" | "bot_analytics" | "user_management" | "marketing_tool" | "war_bot" | "platform_api" | "sign_in") | null;
            entity_id: string | null;
            changes: {
                [key: string]: {
                    from?: unknown;
                    to?: unknown;
                };
            };
            ip: string | null;
            created_at: string;
        };
        AuditExportLine: {
            id: number;
            time: string;
            actor_id: number | null;
            actor_name: string | null;
            action: string;
            section: ("keyword" | "search_bot" | "stalker" | "keyword_message" | "file_export" | "account_list" | "bot_analytics" | "user_management" | "marketing_tool" | "war_bot" | "platform_api" | "sign_in") | null;
            target_type: string;
            target_id: string | null;
            ip: string | null;
            changes: {
                [key: string]: {
                    from?: unknown;
                    to?: unknown;
                };
            };
        };
        Bot: {
            id: number;
            username: string;
            status: string;
            created_at: string;
        };
        BulkIds: {
            ids: number[];
        };
        CatalogueEntry: {
            id: number;
            link: string;
            /** @enum {string} */
            category: "Media" | "Channel" | "Bot" | "Message" | "Video" | "Music" | "Group";
            display_name: string;
            /** @enum {string} */
            tier: "Public" | "Premium";
            member_count: number;
            /** @enum {string} */
            status: "Active" | "Inactive";
            created_at: string;
            created_by: string | null;
            updated_at: string;
            updated_by: string | null;
        };
        CatalogueHistoryEntry: {
            id: number;
            action: string;
            actor_email: string | null;
            actor_username: string | null;
            changes: {
                [key: string]: {
                    from?: unknown;
                    to?: unknown;
                };
            };
            created_at: string;
        };
        ChatRecord: {
            id: number;
            bot_id: number;
            bot_username: string;
            account_id: number;
            tg_id: string;
            account_username: string | null;
            sent_at: string;
            content: string;
            sender: string;
            receiver: string;
            /** @enum {string} */
            message_type: "Text" | "Button";
            /** @enum {string} */
            direction: "Inbound" | "Outbound";
        };
        ErrorBody: {
            /** @enum {string} */
            error_code: "VALIDATION_FAILED" | "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "PASSWORD_REUSED" | "CURRENT_PASSWORD_INCORRECT" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "REFRESH_TOKEN_INVALID" | "MFA_REQUIRED" | "MFA_CODE_INVALID" | "MFA_CODE_USED" | "MFA_CHALLENGE_INVALID" | "PASSKEY_INVALID" | "API_KEY_INVALID" | "METRICS_TOKEN_INVALID" | "API_KEY_SCOPE_MISSING" | "ACCOUNT_DISABLED" | "SSO_REQUIRED" | "PASSWORD_RESET_REQUIRED" | "FORBIDDEN" | "PERMISSION_NOT_HELD" | "ROLE_NOT_ASSIGNABLE" | "ACCOUNT_OUTRANKS_YOU" | "ROLE_OUTRANKS_YOU" | "OWN_ROLE_CHANGE" | "MFA_SETUP_REQUIRED" | "REAUTHENTICATION_REQUIRED" | "PASSWORD_RESET_NOT_REQUIRED" | "STALKER_NOT_BOUND" | "NOT_FOUND" | "ROUTE_NOT_FOUND" | "EMAIL_ALREADY_USED" | "USERNAME_ALREADY_USED" | "ROLE_NAME_ALREADY_USED" | "ROLE_IN_USE" | "BUILT_IN_ROLE" | "CANNOT_CHANGE_OWN_ACCOUNT" | "LAST_ADMIN" | "SPONSOR_CLIENT_NAME_ALREADY_USED" | "QUEUE_NUMBER_ALREADY_USED" | "KEYWORD_MESSAGE_ALREADY_EXISTS" | "CATALOGUE_LINK_ALREADY_USED" | "SENSITIVE_KEYWORD_ALREADY_USED" | "WAR_GROUP_LINK_ALREADY_USED" | "ADS_KEYWORD_ALREADY_TRACKED" | "ADS_KEYWORD_SLOT_ALREADY_USED" | "CATALOGUE_IMPORT_INVALID" | "CSV_UNREADABLE" | "CSV_COLUMNS_MISSING" | "CSV_TOO_LARGE" | "EXPORT_NO_DATA" | "EXPORT_FAILED" | "EXPORT_NOT_READY" | "EXPORT_EXPIRED" | "EXPORT_LINK_INVALID" | "STALKER_ALREADY_EXISTS" | "STALKER_SESSION_STRING_INVALID" | "WEBHOOK_URL_NOT_ALLOWED" | "STALKER_SESSION_UNREADABLE" | "STALKER_INACTIVE" | "STALKER_CAPACITY_EXCEEDED" | "MFA_ALREADY_ENABLED" | "MFA_LAST_FACTOR" | "GROUP_ALREADY_ASSIGNED" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "HEADERS_TOO_LARGE" | "REQUEST_TIMEOUT" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_ATTEMPTS" | "TOO_MANY_PASSWORD_ATTEMPTS" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
            message: string;
            details?: {
                [key: string]: unknown;
            };
        };
        Export: {
            id: number;
            name: string;
            /** @enum {string} */
            type: "keyword-forward" | "keyword-restrict" | "keyword-message" | "keyword-database" | "sensitive-keyword" | "sponsor-client" | "sponsor" | "ads-keyword" | "ads-keyword-slot" | "staff-account" | "role" | "account-list" | "bot-subscription" | "chat-record" | "api-key" | "stalker" | "war-group" | "audit-log";
            /** @enum {string} */
            format: "csv" | "jsonl";
            /** @enum {string} */
            status: "Pending" | "Completed" | "Failed" | "Expired";
            progress: {
                done: number;
                total: number;
            };
            row_count: number | null;
            file_size: number | null;
            created_by: string | null;
            created_at: string;
            completed_at: string | null;
            expires_at: string | null;
            error: string | null;
        };
        FieldError: {
            field: string;
            code: string;
            message: string;
        };
        IngestRejectedRow: {
            index: number;
            event_id: string | null;
            errors: components["schemas"]["FieldError"][];
        };
        IngestResult: {
            data: {
                accepted: number;
                duplicates: number;
                rejected: components["schemas"]["IngestRejectedRow"][];
            };
        };
        Keyword: {
            id: number;
            /** @enum {string} */
            type: "forward" | "restrict";
            keyword: string;
            queue_number: number;
            price: number;
            remarks: string;
            trigger_count: number;
            last_trigger_at: string | null;
            /** @enum {string} */
            status: "Active" | "Inactive";
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        KeywordMessage: {
            id: number;
            keyword: string;
            /** @enum {string} */
            message_type: "Text" | "Button";
            content: string;
            buttons: {
                label: string;
                url: string;
            }[];
            /** @enum {string} */
            status: "Active" | "Inactive";
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        Passkey: {
            id: number;
            name: string;
            created_at: string;
            last_used_at: string | null;
        };
        PlatformSearchAnswer: {
            data: {
                /** @enum {string} */
                status: "ok" | "restricted" | "refused";
                reason_code: ("USER_BLACKLISTED" | "SENSITIVE_KEYWORD" | "RESTRICTED_KEYWORD") | null;
                query: string;
                sponsors: {
                    id: number;
                    display: string;
                    link: string;
                }[];
                keywords: {
                    id: number;
                    keyword: string;
                    queue_number: number;
                }[];
                keyword_message: {
                    id: number;
                    keyword: string;
                    /** @enum {string} */
                    message_type: "Text" | "Button";
                    content: string;
                    buttons: {
                        label: string;
                        url: string;
                    }[];
                } | null;
                entries: {
                    id: number;
                    link: string;
                    display_name: string;
                    /** @enum {string} */
                    category: "Media" | "Channel" | "Bot" | "Message" | "Video" | "Music" | "Group";
                    /** @enum {string} */
                    tier: "Public" | "Premium";
                    member_count: number;
                }[];
            };
        };
        Role: {
            id: number;
            name: string;
            description: string;
            permissions: ("ALL" | "ROLE_MANAGEMENT" | "USER_ACCOUNT" | "ACCOUNT" | "KEYWORD_FORWARD" | "KEYWORD_RESTRICT" | "SEARCH_BOT_KEYWORD_DATABASE" | "SEARCH_BOT_SENSITIVE_KEYWORD" | "SEARCH_BOT_SPONSOR" | "BOT" | "BOT_SUBSCRIPTION" | "CHAT_RECORDS" | "STALKER" | "KEYWORD_MESSAGE" | "FILE_EXPORT" | "ADS_KEYWORD_TRACKING" | "WAR_BOT" | "WEBHOOK")[];
            built_in: boolean;
            requires_sso: boolean;
            account_count: number;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        RoleSummary: {
            id: number;
            name: string;
            permissions: ("ALL" | "ROLE_MANAGEMENT" | "USER_ACCOUNT" | "ACCOUNT" | "KEYWORD_FORWARD" | "KEYWORD_RESTRICT" | "SEARCH_BOT_KEYWORD_DATABASE" | "SEARCH_BOT_SENSITIVE_KEYWORD" | "SEARCH_BOT_SPONSOR" | "BOT" | "BOT_SUBSCRIPTION" | "CHAT_RECORDS" | "STALKER" | "KEYWORD_MESSAGE" | "FILE_EXPORT" | "ADS_KEYWORD_TRACKING" | "WAR_BOT" | "WEBHOOK")[];
        };
        SensitiveKeyword: {
            id: number;
            keyword: string;
            /** @enum {string} */
            status: "Active" | "Inactive";
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        SessionUser: {
            id: number;
            username: string;
            email: string;
            role: components["schemas"]["RoleSummary"];
        };
        Sponsor: {
            id: number;
            client_id: number;
            client_name: string;
            display: string;
            link: string;
            expired_date: string;
            view_count: number;
            click_count: number;
            /** @enum {string} */
            status: "Active" | "Expired";
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        SponsorClient: {
            id: number;
            name: string;
            total_sponsor: number;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        Stalker: {
            id: number;
            tg_id: string;
            username: string;
            /** @enum {string} */
            group_type: "Group" | "Supergroup" | "Channel";
            /** @enum {string} */
            session_kind: "telethon" | "pyrogram" | "gramjs";
            session_string_masked: string;
            remarks: string;
            /** @enum {string} */
            status: "Active" | "Inactive";
            premium: boolean;
            capacity: number;
            assigned_groups: number;
            groups_joined: number;
            /** @enum {string} */
            health: "online" | "flood_wait" | "session_invalid" | "banned" | "unknown";
            flood_wait_until: string | null;
            last_heartbeat_at: string | null;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        StalkerGroup: {
            id: number;
            link: string;
            title: string;
            type: string;
        };
        TelegramAccount: {
            id: number;
            tg_id: string;
            username: string | null;
            first_name: string;
            last_name: string;
            language_code: string | null;
            /** @enum {string} */
            tier: "Public" | "Premium";
            /** @enum {string} */
            user_type: "User" | "Seller" | "BD";
            /** @enum {string} */
            list_type: "Normal" | "Whitelist" | "Blacklist";
            /** @enum {string} */
            status: "Active" | "Inactive";
            subscription_count: number;
            first_seen_at: string;
            last_active_at: string;
            updated_at: string;
            updated_by: string | null;
        };
        WarGroup: {
            id: number;
            link: string;
            title: string;
            /** @enum {string} */
            type: "Group" | "Channel";
            /** @enum {string} */
            side: "Own" | "Rival";
            stalker: {
                id: number;
                username: string;
            } | null;
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        Webhook: {
            id: number;
            url: string;
            description: string;
            events: ("keyword.changed" | "sponsor.changed" | "catalogue.changed" | "ads_keyword.changed" | "sponsor.expiring" | "export.finished" | "stalker.health_changed" | "account.sign_in_new_address")[];
            /** @enum {string} */
            status: "Active" | "Disabled";
            created_at: string;
            created_by: string | null;
            updated_at: string;
        };
        WebhookDelivery: {
            id: number;
            webhook_id: number;
            message_id: string;
            /** @enum {string} */
            event_type: "keyword.changed" | "sponsor.changed" | "catalogue.changed" | "ads_keyword.changed" | "sponsor.expiring" | "export.finished" | "stalker.health_changed" | "account.sign_in_new_address";
            /** @enum {string} */
            status: "Pending" | "Succeeded" | "Failed";
            attempts: number;
            response_code: number | null;
            error: string | null;
            created_at: string;
            last_attempt_at: string | null;
            next_attempt_at: string | null;
            delivered_at: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPlatformSearch: {
        parameters: {
            query: {
                /** @example hi7_search_bot */
                bot: string;
                /** @example crypto */
                q: string;
                /** @example 1000022226 */
                tg_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformSearchAnswer"];
                };
            };
            /** @description Bad request: BAD_REQUEST, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "NOT_FOUND";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestChatRecords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "event_id": "chat-7f3a9c",
                 *           "bot": "hi7_search_bot",
                 *           "tg_id": "1000022226",
                 *           "username": "lena_k",
                 *           "sent_at": "2026-11-25T09:30:00Z",
                 *           "direction": "Inbound",
                 *           "message_type": "Text",
                 *           "content": "crypto"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        event_id: string;
                        bot: string;
                        tg_id: string;
                        username?: string | null;
                        /** Format: date-time */
                        sent_at: string;
                        /** @enum {string} */
                        direction: "Inbound" | "Outbound";
                        /** @enum {string} */
                        message_type: "Text" | "Button";
                        content: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "event_id": "sub-51c2",
                 *           "bot": "hi7_search_bot",
                 *           "tg_id": "1000022226",
                 *           "username": "lena_k",
                 *           "first_name": "Lena",
                 *           "language_code": "en",
                 *           "status": "Subscribed",
                 *           "at": "2026-11-25T09:30:00Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        event_id: string;
                        bot: string;
                        tg_id: string;
                        username?: string | null;
                        first_name?: string;
                        last_name?: string;
                        language_code?: string | null;
                        is_premium?: boolean;
                        /** @enum {string} */
                        status: "Subscribed" | "Unsubscribed";
                        total_collection?: number;
                        /** Format: date-time */
                        at: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestSearchEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "event_id": "search-88e1",
                 *           "bot": "hi7_search_bot",
                 *           "tg_id": "1000022226",
                 *           "query": "crypto",
                 *           "result_count": 12,
                 *           "at": "2026-11-25T09:30:00Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        event_id: string;
                        bot: string;
                        tg_id: string;
                        username?: string | null;
                        query: string;
                        result_count?: number;
                        /** Format: date-time */
                        at: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestSponsorClicks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "event_id": "click-0b94",
                 *           "sponsor_id": 12,
                 *           "at": "2026-11-25T09:30:00Z"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        event_id: string;
                        sponsor_id: number;
                        /** Format: date-time */
                        at: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestGroupActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "kind": "message",
                 *           "event_id": "msg-1d70",
                 *           "group_link": "https://t.me/rival_group",
                 *           "at": "2026-11-25T09:30:00Z",
                 *           "member_tg_id": "1000022226",
                 *           "username": "lena_k"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: ({
                        /** @enum {string} */
                        kind?: "daily";
                        event_id: string;
                        group_link: string;
                        title?: string;
                        /** @enum {string} */
                        type?: "Group" | "Channel";
                        day: string;
                        messages: number;
                        active_members: number;
                        joins: number;
                        leaves: number;
                        member_count: number;
                        peak_hour?: number | null;
                    } | {
                        /** @enum {string} */
                        kind: "message";
                        event_id: string;
                        group_link: string;
                        /** Format: date-time */
                        at: string;
                        member_tg_id: string;
                        username?: string | null;
                    } | {
                        /** @enum {string} */
                        kind: "join" | "leave";
                        event_id: string;
                        group_link: string;
                        /** Format: date-time */
                        at: string;
                        member_tg_id: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformIngestAdsSlots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rows": [
                 *         {
                 *           "event_id": "slots-42aa",
                 *           "keyword": "crypto",
                 *           "observed_at": "2026-11-25T09:30:00Z",
                 *           "slots": [
                 *             {
                 *               "slot": 1,
                 *               "price": 25.5,
                 *               "expired_date": "2026-12-01"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    rows: {
                        event_id: string;
                        keyword: string;
                        /** Format: date-time */
                        observed_at: string;
                        slots: {
                            slot: number;
                            price: number;
                            expired_date?: string | null;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResult"];
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlatformStalkerByIdAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "stalker_id": 3,
                     *         "tg_id": "7000123456",
                     *         "session_kind": "telethon",
                     *         "session_string": "1BVtsOK8Bu…",
                     *         "groups": [
                     *           {
                     *             "id": 17,
                     *             "link": "https://t.me/rival_group",
                     *             "title": "Rival Group",
                     *             "type": "Group"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            stalker_id: number;
                            tg_id: string;
                            /** @enum {string} */
                            session_kind: "telethon" | "pyrogram" | "gramjs";
                            session_string: string;
                            groups: components["schemas"]["StalkerGroup"][];
                        };
                    };
                };
            };
            /** @description Bad request: BAD_REQUEST, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING, STALKER_NOT_BOUND */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING" | "STALKER_NOT_BOUND";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "NOT_FOUND";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict with the current state: STALKER_INACTIVE, STALKER_SESSION_UNREADABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "STALKER_INACTIVE" | "STALKER_SESSION_UNREADABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPlatformStalkerByIdHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "health": "online",
                 *       "groups_joined": 120
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    health: "online" | "flood_wait" | "session_invalid" | "banned" | "unknown";
                    groups_joined: number;
                    flood_wait_seconds?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "stalker_id": 3,
                     *         "status": "Active",
                     *         "health": "online",
                     *         "last_heartbeat_at": "2026-11-25T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            stalker_id: number;
                            /** @enum {string} */
                            status: "Active" | "Inactive";
                            /** @enum {string} */
                            health: "online" | "flood_wait" | "session_invalid" | "banned" | "unknown";
                            last_heartbeat_at: string;
                        };
                    };
                };
            };
            /** @description Bad request: BAD_REQUEST, REQUEST_TOO_DEEP, VALIDATION_FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in, or the credential is not valid: API_KEY_INVALID */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_INVALID";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed: API_KEY_SCOPE_MISSING, STALKER_NOT_BOUND */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "API_KEY_SCOPE_MISSING" | "STALKER_NOT_BOUND";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "NOT_FOUND";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "PAYLOAD_TOO_LARGE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unsupported media type: UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "UNSUPPORTED_MEDIA_TYPE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: RATE_LIMITED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "RATE_LIMITED";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "INTERNAL_ERROR";
                    } & components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service unavailable: retry after the Retry-After header: SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error_code?: "SERVICE_UNAVAILABLE";
                    } & components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
