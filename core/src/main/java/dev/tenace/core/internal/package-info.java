/**
 * The project's own conventions for its game modules (the Immutables style of rules types);
 * exported only to the bundled game modules, and not part of the API.
 */
package dev.tenace.core.internal;
