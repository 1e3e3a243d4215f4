namespace Bench.Scenarios.Targets;

/// <summary>How a scenario asks a target for a capability.</summary>
public static class Capabilities
{
    /// <summary>The targets's <typeparamref name="T"/>; a target without it has the case skipped, saying so.</summary>
    public static T Require<T>(this ITarget target)
        where T : class
    {
        ArgumentNullException.ThrowIfNull(target);
        return target as T ?? throw new CaseSkippedException(Missing(target, typeof(T)));
    }

    /// <summary>The capabilities of <paramref name="needs"/> that <paramref name="target"/> lacks.</summary>
    public static IReadOnlyList<Type> Lacking(this ITarget target, IEnumerable<Type> needs)
    {
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(needs);
        return needs.Where(need => !need.IsInstanceOfType(target)).ToList();
    }

    /// <summary>Why a case cannot run on <paramref name="target"/>.</summary>
    public static string Missing(ITarget target, params IEnumerable<Type> capabilities)
    {
        ArgumentNullException.ThrowIfNull(target);
        return $"the {target.Name} target cannot run this case: it has no {string.Join(", ", capabilities.Select(c => c.Name))}. Fix: run this scenario on a target that has it";
    }
}
