namespace Bench.Scenarios.Parameters;

/// <summary>
/// The checked values of one case, each held by the spec it was read for (not by a name): what a scenario's parameter
/// record reads itself from, once, when the case is planned.
/// </summary>
public sealed class ParameterValues
{
    private readonly Dictionary<ParameterSpec, long> values = new(ReferenceEqualityComparer.Instance);

    /// <summary>Pairs <paramref name="specs"/> with <paramref name="checkedValues"/> (bytes, counts, 1/0 for switches, 0 for <c>default</c>).</summary>
    public ParameterValues(IReadOnlyList<ParameterSpec> specs, IReadOnlyList<long> checkedValues)
    {
        ArgumentNullException.ThrowIfNull(specs);
        ArgumentNullException.ThrowIfNull(checkedValues);
        if (specs.Count != checkedValues.Count)
        {
            throw new ArgumentException($"{specs.Count} parameters and {checkedValues.Count} values", nameof(checkedValues));
        }

        for (var i = 0; i < specs.Count; i++)
        {
            values[specs[i]] = checkedValues[i];
        }
    }

    /// <summary>A size.</summary>
    public ByteSize Size(ParameterSpec spec) => new(Raw(spec));

    /// <summary>A size that may be <c>default</c> (null).</summary>
    public ByteSize? SizeOrDefault(ParameterSpec spec) => Raw(spec) is var bytes && bytes == 0 ? null : new ByteSize(bytes);

    /// <summary>A count.</summary>
    public int Count(ParameterSpec spec) => checked((int)Raw(spec));

    /// <summary>A count that may be <c>default</c> (null).</summary>
    public int? CountOrDefault(ParameterSpec spec) => Count(spec) is var count && count == 0 ? null : count;

    /// <summary>A switch.</summary>
    public bool On(ParameterSpec spec) => Raw(spec) != 0;

    private long Raw(ParameterSpec spec) => values.TryGetValue(spec, out var value)
        ? value
        : throw new KeyNotFoundException($"parameter '{spec.Name}' is not one of this case's");
}
