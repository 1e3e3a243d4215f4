using System.Diagnostics;
using Bench.Results;
using Bench.Scenarios.Parameters;
using Bench.Scenarios.Targets;

namespace Bench.Scenarios;

/// <summary>
/// Autogrowth (seed 002): a data file created small (4 MB) with a large FILEGROWTH (1 GB) is filled by page
/// writes until it has grown N times; every growth stall is timed, IFI on and off. The case's elapsed time is the
/// total of its growth stalls (what seed 002 timed: the insert that triggered the growth); the page writes that
/// fill the file between growths are reported apart as transfer_ms.
/// </summary>
public sealed class AutogrowScenario : IScenario
{
    /// <inheritdoc/>
    public string Name => "autogrow";

    /// <inheritdoc/>
    public string Description =>
        "A data file filled by page writes until it autogrows N times; each growth stall timed, IFI on and off (seed 002).";

    /// <inheritdoc/>
    public IReadOnlyList<ParameterSpec> Parameters { get; } =
    [
        CommonParameters.Size("initial_size", "4MB", "size of the data file when created (seed 002: 4MB)"),
        CommonParameters.Size("growth", "1GB", "FILEGROWTH: how much each growth adds (seed 002: 1GB)"),
        new("growths", ParameterKind.Count, ["1"], 1, 1000, "how many growths to time"),
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
            SizeBytes = values["initial_size"],
            GrowthBytes = values["growth"],
            Growths = values.Count("growths"),
            LogSizeBytes = values["log_size"],
            WriteSize = values.Count("write_size"),
            Ifi = values.On("ifi"),
        };
        return new ScenarioPlan(parameters, values["initial_size"] + (values["growth"] * values["growths"]) + values["log_size"]);
    }

    /// <inheritdoc/>
    public async Task<CaseOutcome> RunAsync(PlannedCase plannedCase, ITarget target, CaseContext context, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(plannedCase);
        ArgumentNullException.ThrowIfNull(target);
        ArgumentNullException.ThrowIfNull(context);
        var p = plannedCase.Parameters;
        var spec = new DatabaseSpec(
            context.DatabaseName, 1, p.SizeBytes!.Value, p.LogSizeBytes!.Value, p.GrowthBytes!.Value, p.Ifi!.Value, p.WriteSize!.Value);
        return await DatabaseCase.RunAsync(target, spec, async () =>
        {
            var clock = Stopwatch.StartNew();
            await target.CreateDatabaseAsync(spec, new Progress<double>(), cancellationToken);
            var setup = clock.Elapsed.TotalMilliseconds;
            var grown = await target.FillAndGrowAsync(spec, p.Growths!.Value, context.Progress, cancellationToken);
            var stalled = grown.Stalls.Sum(s => s.StallMs);
            return new CaseOutcome
            {
                ElapsedMs = stalled,
                AllocateMs = stalled,
                TransferMs = grown.FillMs,
                TransferBytes = grown.BytesWritten - grown.GrowthBytesWritten,
                BytesWritten = grown.BytesWritten,
                MeasuredBytes = grown.GrowthBytesWritten,
                IfiEffective = grown.IfiEffective,
                Stalls = grown.Stalls,
                SetupMs = setup + grown.FillMs,
            };
        });
    }
}
