/** Table geometry: seat numbers, clockwise turn order, left, right and across. */
package dev.tenace.core.table;
