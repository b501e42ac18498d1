import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the page. jotai is a federated singleton, so the host and the remotes use
 * this same default store; code outside React (the API client) reads atoms through it.
 */
export const store = getDefaultStore();
