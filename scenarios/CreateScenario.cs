using System.Diagnostics;
using Bench.Results;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// CREATE DATABASE at a set size, IFI on or off (seeds 000, 002), with one or several data files
/// (seed 004's tempdb layout is files = 8, size = 1GB). Times the whole create and its phases.
/// </summary>
public sealed class CreateScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "create";

    /// <inheritdoc/>
    public string Description =>
        "CREATE DATABASE with data files of a set size, IFI on and off (seeds 000, 002; tempdb layout of seed 004).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters { get; } =
    [
        CommonParameters.Size("size", "1GB", "size of each data file"),
        new("files", ParameterKind.Count, ["1"], 1, 64, "number of data files (tempdb-style layouts use 4, 8 or 16)"),
        CommonParameters.LogSize,
        CommonParameters.WriteSize,
        CommonParameters.Ifi,
    ];

    /// <inheritdoc/>
    public ScenarioPlan Plan(ParameterValues values)
    {
        ArgumentNullException.ThrowIfNull(values);
        var parameters = new CaseParameters
        {
            SizeBytes = values["size"],
            Files = values.Count("files"),
            LogSizeBytes = values["log_size"],
            WriteSize = values.Count("write_size"),
            Ifi = values.On("ifi"),
        };
        return new ScenarioPlan(parameters, (values["size"] * values["files"]) + values["log_size"]);
    }

    /// <inheritdoc/>
    public async Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        var spec = DatabaseCase.Spec(context, plannedCase.Parameters);
        return await DatabaseCase.RunAsync(target, spec, async () =>
        {
            var clock = Stopwatch.StartNew();
            var created = await target.CreateDatabaseAsync(spec, context.Progress, cancellationToken);
            var elapsed = clock.Elapsed.TotalMilliseconds;
            return new CaseOutcome
            {
                ElapsedMs = elapsed,
                AllocateMs = created.AllocateMs,
                LogZeroMs = created.LogZeroMs,
                BytesWritten = created.BytesWritten,
                MeasuredBytes = created.BytesWritten,
                IfiEffective = created.IfiEffective,
            };
        });
    }
}
