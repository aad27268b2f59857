/**
 * Core's own access between its packages (trick play adding checked tricks to a history), not
 * exported and not part of the API.
 */
package dev.tenace.core.access;
