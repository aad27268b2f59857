package dev.tenace.core.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of the project, for rules values: JDK-only collections, {@code with*}
 * copies, and a generated implementation that users never see. Annotate a type or a {@code
 * package-info}.
 *
 * <p>What users of a styled type see is the abstract type alone, following Immutables' "sandwich"
 * pattern:
 *
 * <ul>
 *   <li>the {@code Immutable*} implementation is package-private, and with {@code
 *       overshadowImplementation} every generated signature a user reaches (the builder's {@code
 *       build()}, its setters, the {@code with*} copies) names the abstract type;
 *   <li>the abstract type declares {@code public static final class Builder extends
 *       ImmutableX.Builder} and implements the generated {@code WithX} to inherit the {@code with*}
 *       signatures (or declares them itself);
 *   <li>no annotation of Immutables' own is put on generated code ({@code
 *       allowedClasspathAnnotations} lists only {@link Override}), and this annotation is {@link
 *       RetentionPolicy#SOURCE}: a client compiled with {@code -Xlint:all -Werror} without
 *       Immutables on its path meets no annotation it cannot resolve.
 * </ul>
 *
 * <pre>{@code
 * @TenaceStyle
 * @Value.Immutable
 * public abstract class MyRules implements WithMyRules {
 *   public static final class Builder extends ImmutableMyRules.Builder {
 *     Builder() {}
 *   }
 *   public static Builder builder() { return new Builder(); }
 * }
 * }</pre>
 *
 * <p>Immutables is a compile-time dependency only; nothing of it is needed at run time.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    jdkOnly = true,
    defaults = @Value.Immutable(copy = true),
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    allowedClasspathAnnotations = {Override.class},
    get = {"is*", "get*"})
public @interface TenaceStyle {}
