/**
 * {@code tenace simulate} on Apache Spark: {@link dev.tenace.spark.SparkSimulation} is the job and
 * {@link dev.tenace.spark.TenaceSpark} its command line. The figures are those of the one-machine
 * command for any number of partitions and executors, because both run {@link
 * dev.tenace.cli.Simulation} and add its outcomes up in match order.
 */
package dev.tenace.spark;
