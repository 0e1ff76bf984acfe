/** What a failed call says when even the server's answer is missing (offline, say). */
export const GENERAL_FAILURE = 'Something went wrong. Please try again.';
