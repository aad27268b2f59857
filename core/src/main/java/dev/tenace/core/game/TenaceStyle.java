package dev.tenace.core.game;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project, for rules values and multi-field states: JDK-only
 * collections, {@code with*} copies, public {@code Immutable*} implementations built through the
 * abstract type's static {@code builder()}. Annotate a type or a {@code package-info}.
 *
 * <p>Immutables is a compile-time dependency only; nothing of it is needed at run time.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    jdkOnly = true,
    defaults = @Value.Immutable(copy = true),
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    get = {"is*", "get*"})
public @interface TenaceStyle {}
