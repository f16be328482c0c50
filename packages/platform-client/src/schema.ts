// Generated from the platform routes of the OpenAPI document by `npm run generate -w @backoffice/platform-client`; do not edit.

export interface paths {
    "/v1/platform/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user search: refusal or restriction, else sponsors, keyword placements, keyword message and catalogue matches; counts views, triggers and the search */
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
        /** Chat records between users and the bots: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** Users subscribing to and leaving the bots: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** Searches the bots answered: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** Clicks on sponsors shown with results: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** Activity of groups the War Bot watches: daily figures, or raw message, join and leave events: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** Observed ad positions of tracked keywords: up to 5000 rows, idempotent by event_id; each batch is audited */
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
        /** A stalker’s session string (decrypted) and the groups it watches, for a key serving that stalker; the only answer with a session string, audited */
        get: operations["getPlatformStalker:idAssignment"];
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
        /** A stalker worker’s report: health, groups joined, flood wait */
        post: operations["postPlatformStalker:idHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
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
                    /**
                     * @example {
                     *       "data": {
                     *         "status": "ok",
                     *         "reason_code": null,
                     *         "query": "crypto",
                     *         "sponsors": [
                     *           {
                     *             "id": 12,
                     *             "display": "Crypto News Daily",
                     *             "link": "https://t.me/cryptonewsdaily"
                     *           }
                     *         ],
                     *         "keywords": [
                     *           {
                     *             "id": 31,
                     *             "keyword": "crypto",
                     *             "queue_number": 1
                     *           }
                     *         ],
                     *         "keyword_message": {
                     *           "id": 4,
                     *           "keyword": "crypto",
                     *           "message_type": "Button",
                     *           "content": "Trade safely: only use verified channels.",
                     *           "buttons": [
                     *             {
                     *               "label": "Verified list",
                     *               "url": "https://t.me/verified_crypto"
                     *             }
                     *           ]
                     *         },
                     *         "entries": [
                     *           {
                     *             "id": 501,
                     *             "link": "https://t.me/cryptosignals",
                     *             "display_name": "Crypto Signals",
                     *             "category": "Channel",
                     *             "tier": "Premium",
                     *             "member_count": 48210
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
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
                        error_code: "BAD_REQUEST" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "NOT_FOUND";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                    /**
                     * @example {
                     *       "data": {
                     *         "accepted": 1,
                     *         "duplicates": 0,
                     *         "rejected": [
                     *           {
                     *             "index": 1,
                     *             "event_id": "chat-7f3b00",
                     *             "errors": [
                     *               {
                     *                 "field": "sent_at",
                     *                 "code": "invalid",
                     *                 "message": "Sent at is invalid"
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            accepted: number;
                            duplicates: number;
                            rejected: {
                                index: number;
                                event_id: string | null;
                                errors: {
                                    field: string;
                                    code: string;
                                    message: string;
                                }[];
                            }[];
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
    "getPlatformStalker:idAssignment": {
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
                            groups: {
                                id: number;
                                link: string;
                                title: string;
                                type: string;
                            }[];
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
                        error_code: "BAD_REQUEST" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING" | "STALKER_NOT_BOUND";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "NOT_FOUND";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "STALKER_INACTIVE" | "STALKER_SESSION_UNREADABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
    "postPlatformStalker:idHeartbeat": {
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
                        error_code: "BAD_REQUEST" | "REQUEST_TOO_DEEP" | "VALIDATION_FAILED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_INVALID";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "API_KEY_SCOPE_MISSING" | "STALKER_NOT_BOUND";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "NOT_FOUND";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "RATE_LIMITED";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "INTERNAL_ERROR";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
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
                        error_code: "SERVICE_UNAVAILABLE";
                        message: string;
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
}
