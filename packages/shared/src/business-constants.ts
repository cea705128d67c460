/** Business constants of the product specification (section 9). Change them here only. */
export const DEFAULT_CURRENCY = 'AED';
export const WALLET_CURRENCY = 'AED';

export const ACCESS_TOKEN_LIFE_SECONDS = 85_800;
export const REFRESH_TOKEN_LIFE_SECONDS = 31_536_000;

export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LOCALE_COOKIE = 'locale';
export const CURRENCY_COOKIE = 'userCurrency';
export const LANG_STORAGE_KEY = 'lang_code';

export const WITHDRAWAL_MINIMUM_AED = 200;
export const OFFER_VALID_DAYS = 3;
export const PAYMENT_WINDOW_DAYS = 3;
export const CHAT_OPEN_AFTER_DELIVERY_DAYS = 3;
export const ACCOUNT_BAN_MONTHS = 1;

export const SEARCH_MIN_CHARS = 4;
export const CONTACT_MESSAGE_MIN_CHARS = 20;
export const SERVICE_DESCRIPTION_MAX_CHARS = 255;
export const SERVICE_TAGS_MAX = 20;
/** Profile photo: 5 MB (SPEC.md section 5); the server judges the type by content, not by name. */
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
// What the file picker offers. HEIC is left out on purpose: iPhones then hand over a JPEG copy, while
// the image library decodes only the AVIF kind of HEIF.
export const PROFILE_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
export const PAGE_SIZES = [10, 20, 30] as const;
/**
 * A listing counts its matches up to this many; past it the total says "more than" this. Counting a
 * million matches exactly costs seconds, and nobody pages that far.
 */
export const LISTING_COUNT_CAP = 10_000;

export const MOBILE_BREAKPOINT_PX = 900;
export const NAVBAR_BREAKPOINT_PX = 600;
export const HOME_SEARCH_SCROLL_PX = 800;
export const TOAST_DURATION_MS = 5_000;
export const OFFLINE_OVERLAY_HIDE_DELAY_MS = 1_000;
/** Pages the service worker keeps for reading offline: the most recently opened ones. */
export const OFFLINE_PAGES_KEPT = 30;
/** The install prompt waits until this browser has opened this many pages, and sleeps this long once declined. */
export const INSTALL_PROMPT_AFTER_PAGES = 3;
export const INSTALL_PROMPT_SNOOZE_DAYS = 30;
/** This browser's memory of the first-visit guides (SPEC.md section 4: shown once per browser). */
export const ONBOARDING_STORAGE_KEY = 'onboardingShown';
export const TOUR_DASHBOARD_STORAGE_KEY = 'tourDashboardShown';
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const PLATFORMS = ['web', 'ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Slugs of the paid features that the accounting rules read. */
export const PAID_FEATURE = {
  governmentTax: 'government-tax-percentage',
  clientServiceFee: 'client-service-fee-percentage',
  providerCommission: 'provider-commission-percentage',
  minimumServiceFee: 'minimum-service-fee',
  markServiceDay: 'mark-service-day',
  markServiceWeek: 'mark-service-week',
  cardTopUpFee: 'card-top-up-fee-percentage',
  cardVerificationCharge: 'card-verification-charge',
} as const;

/** Where documents and questions about an account go. */
export const SUPPORT_EMAIL = 'support@wasla.ae';

/**
 * Browser keys remembering that the wallet and payment-method pages already suggested turning on
 * two-step verification; logging out clears them so the next person on the device is asked again.
 */
export const TWO_FACTOR_REMINDER_KEYS = [
  'twoFactorReminder:wallet',
  'twoFactorReminder:payment-methods',
] as const;

/** Publishing a service (SPEC.md sections 3, 5 and 9). */
export const SERVICE_TYPES = ['provided', 'requested'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_NAME_MIN_CHARS = 10;
export const SERVICE_NAME_MAX_CHARS = 100;
// "Not too short": a sentence saying what is offered, counted without markup.
export const SERVICE_DESCRIPTION_MIN_CHARS = 30;
export const SERVICE_TAG_MAX_CHARS = 30;
export const SERVICE_OTHER_VALUE_MAX_CHARS = 60;
export const SERVICE_IMAGES_MIN = 3;
export const SERVICE_IMAGES_MAX = 11;
export const SERVICE_VOICES_MAX = 5;
export const SERVICE_VIDEOS_MAX = 5;
export const SERVICE_CERTIFICATES_MAX = 5;
export const SERVICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const SERVICE_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
// HEIC is accepted by content; the picker lists it so iPhones hand over the original photo.
export const SERVICE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heif',
  'image/heic',
] as const;
export const SERVICE_VOICE_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'audio/x-m4a',
] as const;
export const SERVICE_VIDEO_TYPES = ['video/mp4'] as const;
export const SERVICE_CERTIFICATE_TYPES = ['application/pdf'] as const;
export const EXTRA_OPTIONS_MAX = 10;
export const EXTRA_OPTIONS_PAGE = 3;
export const EXTRA_OPTION_DESCRIPTION_MAX_CHARS = 120;
export const DELIVERY_DAYS_MAX = 365;
/** The lowest price of a service, plan or extra option, in AED; other currencies convert it. */
export const SERVICE_MIN_PRICE_AED = 5;
export const DELIVERY_UNITS = ['day', 'week', 'month'] as const;
export type DeliveryUnit = (typeof DELIVERY_UNITS)[number];
export const SERVICE_PLACES_MAX = 20;
export const MY_SERVICES_PAGE_SIZE = 10;

// Discovery (SPEC.md sections 2 and 9).
export const LISTING_SORTS = ['latest', 'rating'] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SHOW_STYLES = ['grid', 'list'] as const;
export const SHOW_STYLE_STORAGE_KEY = 'show_style';
export const SEARCH_RESULTS_MAX = 10;
export const SEARCH_SUGGESTIONS_MAX = 8;
export const REPORT_REASON_MAX_CHARS = 500;
export const REPORT_REASON_MIN_CHARS = 10;
export const PROVIDER_TAB_PAGE_SIZE = 6;
export const SIMILAR_ITEMS_MAX = 6;
/**
 * Services or providers in one sitemap file. Each is listed in the four languages with five
 * alternates, and an Arabic slug of a 100-letter name is some 600 characters once percent-encoded:
 * about 17 KB a service at worst, so 2,500 keep a file under the protocol's 50 MB (and its 10,000
 * addresses under the 50,000 allowed).
 */
export const SITEMAP_PAGE_SIZE = 2_500;
export const REVIEWS_PAGE_SIZE = 5;

/**
 * Card top-ups of the wallet (SPEC.md sections 3 and 9). The fee comes from the paid feature
 * `card-top-up-fee-percentage`, on top of the amount; the bounds are of the amount credited, in AED.
 * Ten dirhams keep the processor's fixed cost per charge from eating a top-up; the ceiling limits
 * what one stolen session can charge to a saved card at once.
 */
export const TOP_UP_MINIMUM_AED = 10;
export const TOP_UP_MAXIMUM_AED = 20_000;
/**
 * A saved card is proven with a small charge (the paid feature `card-verification-charge`, 1 AED)
 * that is refunded within the hour (SPEC.md section 9): the refund falls due this many minutes after
 * saving, and a failed attempt is tried again after as long, several times within the hour.
 */
export const CARD_CHECK_REFUND_AFTER_MINUTES = 10;
/** A card charge the gateway has not settled is asked about again after this many minutes. */
export const CHARGE_RECHECK_AFTER_MINUTES = 5;
export const WALLET_ACTIVITIES_PAGE_SIZE = 10;

/**
 * Payouts and bank top-ups (SPEC.md sections 5 and 9). A withdrawal is paid within 3 working days
 * (Saturday and Sunday are the weekend in the Emirates); a bank top-up is decided within 3 days. A
 * bank account whose details changed cannot receive a withdrawal for 48 hours, so a stolen session
 * cannot send the wallet to another account at once. A receipt is a picture or a PDF of at most 10 MB.
 */
export const WITHDRAWAL_PAYOUT_WORKING_DAYS = 3;
export const BANK_TRANSFER_DECISION_DAYS = 3;
export const BANK_ACCOUNT_CHANGE_WAIT_HOURS = 48;
export const BANK_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** Documents an account may send for one account-type request, and the size of each (a picture or a PDF). */
export const ACCOUNT_TYPE_DOCUMENTS_MAX = 5;
export const ACCOUNT_TYPE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const WITHDRAWALS_PAGE_SIZE = 10;
export const BANK_TRANSFERS_PAGE_SIZE = 10;
export const FINANCE_PAGE_SIZE = 20;

// Deals (SPEC.md sections 3, 4, 5 and 9). OFFER_VALID_DAYS, PAYMENT_WINDOW_DAYS and
// CHAT_OPEN_AFTER_DELIVERY_DAYS above are the deal's other clocks.
/** A delivered deal with no answer completes itself after this many days. */
export const DELIVERY_ACCEPTANCE_DAYS = 3;
/**
 * Deliveries a deal allows: the provider may deliver again after a rejection until this many were
 * sent; rejecting the last one hands the deal to the support team as a dispute.
 */
export const DEAL_DELIVERY_LIMIT = 3;
/** Double-blind reviews are published when both sides have written, or this many days after completion. */
export const REVIEW_WINDOW_DAYS = 14;
export const DEAL_TITLE_MIN_CHARS = 5;
export const DEAL_TITLE_MAX_CHARS = 100;
export const DEAL_DESCRIPTION_MIN_CHARS = 20;
export const DEAL_DESCRIPTION_MAX_CHARS = 5_000;
export const DEAL_REASON_COMMENT_MAX_CHARS = 1_000;
export const DELIVERY_DESCRIPTION_MAX_CHARS = 5_000;
/** Attachments of an offer or a delivery: 10 files, of which at most 5 images, 5 MB each. */
export const DEAL_FILES_MAX = 10;
export const DEAL_IMAGES_MAX = 5;
export const DEAL_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const DEAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
// What the server recognises by content (apps/api/src/lib/file-sniffing.ts): pictures, PDF, sound and
// MP4. Archives and plain text are not recognised yet, so the picker does not offer them.
export const DEAL_FILE_TYPES = [
  ...DEAL_IMAGE_TYPES,
  'application/pdf',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
] as const;
/** The longest estimated time an offer may give, per unit. */
export const DEAL_ESTIMATE_MAX = { day: 365, week: 52, month: 12 } as const;
export const DEAL_CANCEL_REASONS = [
  'changed_mind',
  'agreed_with_other_side',
  'price_or_terms',
  'provider_late',
  'other',
] as const;
export type DealCancelReason = (typeof DEAL_CANCEL_REASONS)[number];
export const DELIVERY_REJECT_REASONS = [
  'not_as_described',
  'incomplete',
  'low_quality',
  'wrong_files',
  'other',
] as const;
export type DeliveryRejectReason = (typeof DELIVERY_REJECT_REASONS)[number];
export const DEAL_REJECT_REASONS = ['busy', 'price_too_low', 'out_of_scope', 'not_clear', 'other'] as const;
export type DealRejectReason = (typeof DEAL_REJECT_REASONS)[number];
export const DEALS_PAGE_SIZE = 10;

// Chat (decision 0027). A message's text, the conversations and messages a page holds, what a
// socket may send, and how often it proves it is still there.
export const CHAT_MESSAGE_MAX_CHARS = 5_000;
export const CHAT_ATTACHMENTS_PER_MESSAGE = 5;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_CONVERSATIONS_PER_PAGE = 20;
export const CHAT_MESSAGES_PER_PAGE = 50;
/** The most messages one `resume` answers per conversation; past it the client reloads the page. */
export const CHAT_RESUME_MAX_MESSAGES = 200;
/** A socket's frame limit (bytes), and how many frames it may send per ten seconds. */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;
export const CHAT_FRAMES_PER_10_SECONDS = 40;
/** Clients send a heartbeat this often; a socket silent for three of them is closed. */
export const CHAT_HEARTBEAT_SECONDS = 25;

// E-mail for what matters while the reader is away (issue 19): what is still unread after a while.
/** A notification of a kind that matters, still unread this long after it was stored, is e-mailed. */
export const NOTIFICATION_EMAIL_DELAY_MINUTES = 10;
/** Chat messages still unread this long after the first of them was sent: one e-mail per unread stretch. */
export const CHAT_UNREAD_EMAIL_MINUTES = 15;
/** The daily digest of unread notifications leaves at this hour, UTC (09:00 in the Gulf). */
export const NOTIFICATION_DIGEST_HOUR_UTC = 5;
/** The most notifications a digest lists; the rest are counted. */
export const NOTIFICATION_DIGEST_MAX_ITEMS = 10;

/** Articles of the blog (SPEC.md section 3, "Article"; issue 21). */
export const ARTICLE_TITLE_MIN_CHARS = 10;
export const ARTICLE_TITLE_MAX_CHARS = 120;
/** The body as a reader sees it, without markup. */
export const ARTICLE_BODY_MIN_CHARS = 100;
export const ARTICLE_BODY_MAX_CHARS = 20_000;
export const ARTICLE_TAGS_MAX = 5;
export const ARTICLE_TAG_MAX_CHARS = 30;
/** Articles one author may have waiting for the moderation team at once. */
export const ARTICLES_PENDING_MAX = 10;
export const ARTICLES_PER_PAGE = 12;
/** Why the moderation team refused an article, as the author reads it. */
export const ARTICLE_REJECTION_REASON_MAX_CHARS = 500;

/** The dashboard's statistics (SPEC.md section 2, "Dashboard"; issue 21). */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_DEFAULT_PERIOD: DashboardPeriod = 30;
/** Reviews received, and recently visited services and providers, each shown at most this many. */
export const DASHBOARD_LIST_SIZE = 4;

/** "Your data" (issue 21 item 6): a prepared download is kept this long after it is ready. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** A new export may be asked for once in this many minutes; asking while one is prepared answers it. */
export const DATA_EXPORT_MIN_INTERVAL_MINUTES = 60;
/** An export still being prepared this long after it was asked for is given up as failed. */
export const DATA_EXPORT_GIVE_UP_MINUTES = 60;
