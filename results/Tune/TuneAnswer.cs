using System.Text.Json;

namespace Bench.Results.Tune;

/// <summary>
/// What a <c>bench tune</c> found, as its folder's tune-result.json says it (the fields a report shows): the answer
/// (best), the knee, the answer against SQL Server's default, the native target's caveat and what the search cost.
/// </summary>
/// <param name="Mode">restore or backup.</param>
/// <param name="Size">The database's size ("1GB").</param>
/// <param name="Target">native or sqlserver.</param>
/// <param name="Caveat">What a native target's figures leave out; null on SQL Server.</param>
/// <param name="StopDetail">Why the search stopped, in words.</param>
/// <param name="CaseRuns">The case runs it used.</param>
/// <param name="Budget">The case runs it was allowed.</param>
/// <param name="VersusDefault">The answer against SQL Server's default; null when the tune did not measure the default beside it.</param>
/// <param name="Best">The answer; null when no setting succeeded.</param>
/// <param name="Knee">The least buffer memory within a few percent below the answer; null when none.</param>
public sealed record TuneAnswer(
    string Mode, string Size, string Target, string? Caveat, string StopDetail, int CaseRuns, int Budget,
    TuneVersusDefault? VersusDefault, TuneAnswerSetting? Best, TuneAnswerSetting? Knee)
{
    /// <summary>The file's name in a tune's folder.</summary>
    public const string FileName = "tune-result.json";

    private static readonly JsonSerializerOptions Options = new() { PropertyNamingPolicy = JsonNamingPolicy.SnakeCaseLower };

    /// <summary>
    /// The answer in <paramref name="directory"/>'s tune-result.json; null when the folder has none (no tune, or one
    /// stopped before its answer). A file that is not a tune's answer throws <see cref="InvalidDataException"/> saying what it lacks.
    /// </summary>
    public static TuneAnswer? Read(string directory)
    {
        ArgumentNullException.ThrowIfNull(directory);
        var path = Path.Combine(directory, FileName);
        if (!File.Exists(path))
        {
            return null;
        }

        try
        {
            var answer = JsonSerializer.Deserialize<TuneAnswer>(File.ReadAllText(path), Options);
            return answer is { Mode: not null, Size: not null, Target: not null, StopDetail: not null }
                ? answer
                : throw new InvalidDataException($"{FileName}: mode, size, target and stop_detail are required: it is not a bench tune's answer");
        }
        catch (JsonException e)
        {
            throw new InvalidDataException($"{FileName} is not a bench tune's answer (JSON with mode, size, target, best ...): {e.Message}", e);
        }
    }
}
